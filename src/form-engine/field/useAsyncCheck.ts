import type { FieldSpec } from '../schema/types.ts';
import { useWizardContext } from './WizardContext.ts';

/**
 * When a field's checks that wait (a kit's `asyncRules`) are asked: when the person leaves the
 * field, as GOV.UK asks once the person is done with a question, never per keystroke (a call per
 * keystroke would cost a round trip each and announce "Checking…" over the typing). A change
 * aborts the call under way and forgets its outcome. `undefined` for a field without such checks,
 * so other fields' keystrokes pay nothing.
 */
export function useAsyncCheck(field: FieldSpec) {
  const { asyncChecks } = useWizardContext();
  if (!asyncChecks?.waits(field.name)) return undefined;
  return {
    afterChange: () => asyncChecks.changed(field.name),
    blur: () => void asyncChecks.check(field.name),
  };
}
