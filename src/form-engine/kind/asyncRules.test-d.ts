/**
 * The types of rules that wait: a kit's `asyncRules` return a promise of what a rule returns and
 * get a signal; a check names them as any rule, with `whenUnavailable` and `timeoutMs`; the
 * meta-check refuses what the types cannot see (a waiting setting on a plain check, a warning).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createFormKit, rulesThatWait, type AsyncRule, type RuleResult } from '../index.ts';
import { textKinds } from '../kinds.ts';
import { validateFormSpec } from '../checks.ts';

const kit = createFormKit({
  kinds: textKinds,
  rules: { short: (value) => String(value).length < 10 },
  asyncRules: rulesThatWait({
    emailFree: async (value, _values, _args, { signal }) => {
      expectTypeOf(signal).toEqualTypeOf<AbortSignal>();
      return value !== 'taken@example.com';
    },
  }),
});

describe('rules that wait, typed', () => {
  it('return a promise of what a rule returns', () => {
    expectTypeOf<ReturnType<AsyncRule>>().toEqualTypeOf<Promise<RuleResult>>();
    createFormKit({
      kinds: textKinds,
      // @ts-expect-error a rule that waits resolves to a rule's result, not a string
      asyncRules: rulesThatWait({ wrong: async () => 'yes' }),
    });
    createFormKit({
      kinds: textKinds,
      // @ts-expect-error rules that wait come through rulesThatWait, which brings their code
      asyncRules: { emailFree: async () => true },
    });
    createFormKit({
      kinds: textKinds,
      // @ts-expect-error a plain rule may not return a promise: it belongs under asyncRules
      rules: { wrong: async () => true },
    });
  });

  it('are named by a check as any rule, with what an unavailable check does', () => {
    const form = kit.defineForm({
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
              checks: [
                { rule: 'emailFree', message: 'Taken', whenUnavailable: 'allow', timeoutMs: 5000 },
              ],
            },
          ],
        },
      ],
    });
    expect(() => validateFormSpec(kit, form)).not.toThrow();
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
              // @ts-expect-error "later" is neither "block" nor "allow"
              checks: [{ rule: 'emailFree', message: 'Taken', whenUnavailable: 'later' }],
            },
          ],
        },
      ],
    });
  });

  it('the meta-check refuses waiting settings on a plain check, and a warning that waits', () => {
    const formWith = (check: object) => ({
      id: 'apply',
      title: 'Apply',
      steps: [
        {
          id: 'you',
          title: 'You',
          fields: [{ name: 'email', kind: 'email', label: 'E-mail', checks: [check] }],
        },
      ],
    });
    expect(() =>
      validateFormSpec(
        kit,
        formWith({ rule: 'short', message: 'Short', whenUnavailable: 'allow' }),
      ),
    ).toThrow(/"whenUnavailable" and "timeoutMs" are for a check whose rule waits/);
    expect(() =>
      validateFormSpec(kit, formWith({ rule: 'emailFree', message: 'Taken', level: 'warning' })),
    ).toThrow(/waits for an answer, so it must be an error check/);
    expect(() =>
      validateFormSpec(
        kit,
        formWith({ rule: 'emailFree', message: 'Taken', whenUnavailable: 'later' }),
      ),
    ).toThrow(/"whenUnavailable" must be "block" or "allow"/);
    expect(() =>
      validateFormSpec(kit, formWith({ rule: 'emailFree', message: 'Taken', timeoutMs: 0 })),
    ).toThrow(/"timeoutMs" must be more than 0/);
  });

  it('the meta-check refuses rules that wait without their code (not made by rulesThatWait)', () => {
    const plain = { ...kit, asyncRules: { emailFree: async () => true } };
    expect(() =>
      validateFormSpec(plain, {
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
                checks: [{ rule: 'emailFree', message: 'Taken' }],
              },
            ],
          },
        ],
      }),
    ).toThrow(
      /asyncRules must be made by rulesThatWait\(\{ … \}\) \(from stepform\), which brings the code that runs "emailFree"/,
    );
  });
});
