import { compileForm, createFormKit } from '../index.ts';
import { textKinds } from '../kinds.ts';
import { asyncChecksFor } from '../gate/asyncChecksFor.ts';
import { createCompletionTracker } from '../gate/createCompletionTracker.ts';

/** The one address the e-mail check's server says has already applied. */
export const takenEmail = 'taken@example.com';

/** The text kinds, with `emailFree` asked of a server that answers at once: only {@link takenEmail} fails. */
export const emailCheckKit = createFormKit({
  kinds: textKinds,
  asyncRules: { emailFree: async (value: unknown) => value !== takenEmail },
});

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
          fields: [
            {
              name: 'email',
              kind: 'email',
              label: 'E-mail',
              required: true,
              checks: [{ rule: 'emailFree', message: 'Already applied', whenUnavailable }],
            },
          ],
        },
      ],
    }),
  );
  const values: Record<string, unknown> = { email: takenEmail };
  const tracker = createCompletionTracker(form, values, () => values);
  return { form, tracker, checks: asyncChecksFor(form, tracker, () => values) };
}
