/**
 * Generated cases of a form with a check that waits: each rule that waits takes a synchronous
 * stand-in, which the samples must pass and the proof runs with; a form without one fails with
 * the rule's name and how to give it.
 */
import { describe, expect, it } from 'vitest';
import { compileForm } from '../index.ts';
import { emailCheckKit as kit, takenEmail } from '../test-kit/emailCheckForm.ts';
import { gatingCases, FormTestError } from '../testing.ts';

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
          { name: 'name', kind: 'text', label: 'Name', required: true },
          {
            name: 'email',
            kind: 'email',
            label: 'E-mail',
            required: true,
            checks: [
              {
                rule: 'emailFree',
                message: 'Already applied',
                whenUnavailable: 'allow',
                timeoutMs: 5000,
              },
            ],
          },
        ],
      },
    ],
  }),
);

describe('gatingCases of a form with a check that waits', () => {
  it('takes a synchronous stand-in for each rule that waits and proves each case with it', () => {
    const cases = gatingCases(form, 0, {
      standIns: { emailFree: (value) => value !== takenEmail },
    });
    expect(cases.map((each) => each.field.name)).toEqual(['name', 'email']);
  });

  it('fails naming the rule when it has no stand-in', () => {
    expect(() => gatingCases(form, 0)).toThrow(FormTestError);
    expect(() => gatingCases(form, 0)).toThrow(
      /"emailFree" waits for an answer .* standIns: \{ emailFree: /,
    );
  });

  it('fails, naming the field, when the samples do not pass the stand-in', () => {
    expect(() => gatingCases(form, 0, { standIns: { emailFree: () => false } })).toThrow(
      /field "email": the sample "someone@example.com" fails its check "emailFree"/,
    );
  });
});
