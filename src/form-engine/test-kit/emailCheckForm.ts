import { compileForm, createFormKit } from '../index.ts';
import { textKinds } from '../kinds.ts';
import { asyncChecksFor } from '../gate/asyncChecksFor.ts';
import { createCompletionTracker } from '../gate/createCompletionTracker.ts';

/** A one-field form, its checks that wait and its gate, whose e-mail is asked of a server that answers at once (taken fails). */
export function emailCheckForm(whenUnavailable: 'block' | 'allow' = 'block') {
  const kit = createFormKit({
    kinds: textKinds,
    asyncRules: { emailFree: async (value: unknown) => value !== 'taken@example.com' },
  });
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
  const values: Record<string, unknown> = { email: 'taken@example.com' };
  const tracker = createCompletionTracker(form, values, () => values);
  return { form, tracker, checks: asyncChecksFor(form, tracker, () => values) };
}
