import { useCallback, useSyncExternalStore } from 'react';
import type { AsyncCheckState } from '../gate/createAsyncChecks.ts';
import { useWizardContext } from './WizardContext.ts';

/** Where a field's checks that wait stand; re-renders when that changes. */
export function useAsyncCheckState(name: string): AsyncCheckState | undefined {
  // Read only by the code of rules that wait (`AsyncCheckStatus`): the wizard has its checks.
  const asyncChecks = useWizardContext().asyncChecks!;
  const read = useCallback(() => asyncChecks.state(name), [asyncChecks, name]);
  return useSyncExternalStore(asyncChecks.subscribe, read, read);
}
