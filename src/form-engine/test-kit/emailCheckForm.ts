import { compileForm, createFormKit, rulesThatWait } from '../index.ts';
import { textKinds } from '../kinds.ts';
import { asyncChecksFor } from '../gate/asyncChecksFor.ts';
import { createCompletionTracker } from '../gate/createCompletionTracker.ts';
import type { WhenUnavailable } from '../schema/check.ts';
import type { Text } from '../schema/text.ts';

/** The one address the e-mail check's server says has already applied. */
export const takenEmail = 'taken@example.com';

/** The text kinds, with `emailFree` asked of a server that answers at once: only {@link takenEmail} fails. */
export const emailCheckKit = createFormKit({
  kinds: textKinds,
  asyncRules: rulesThatWait({ emailFree: async (value: unknown) => value !== takenEmail }),
});

/**
 * The e-mail field whose check (`emailFree`) asks a server whether the address has applied; a
 * test gives its own words or the check's settings where it needs them.
 */
export function emailCheckField(
  settings: {
    label?: Text;
    message?: Text;
    whenUnavailable?: WhenUnavailable;
    timeoutMs?: number;
  } = {},
) {
  const { label = 'E-mail', message = 'Already applied', ...check } = settings;
  return {
    name: 'email',
    kind: 'email',
    label,
    required: true,
    checks: [{ rule: 'emailFree', message, ...check }],
  } as const;
}

/** A one-field form, its checks that wait and its gate, on {@link emailCheckKit}. */
export function emailCheckForm(whenUnavailable: 'block' | 'allow' = 'block') {
  const kit = emailCheckKit;
  const form = compileForm(
    kit,
    kit.defineForm({
      id: 'apply',
      title: 'Apply',
      steps: [
        {
          id: 'you',
          title: 'You',
          fields: [emailCheckField({ whenUnavailable })],
        },
      ],
    }),
  );
  const values: Record<string, unknown> = { email: takenEmail };
  const tracker = createCompletionTracker(form, values, () => values);
  return { form, tracker, checks: asyncChecksFor(form, tracker, () => values) };
}
