import { createFormKit, rulesThatWait } from 'stepform';
import { consentKinds, groupKinds, radioKinds, textKinds } from 'stepform/kinds';
import { hasApplied, isRegisteredEmployer } from './applicantsDesk.ts';
import { cvFile } from './cvFile.tsx';

/**
 * The clinic application's kit: the engine's kinds it uses, its own `cvFile`, a rule across two
 * fields (`sameAs`, also read per row: `onOrAfter`) and rules that wait for an answer from
 * elsewhere (`notYetApplied`; `onTheRegister`, on each row of the work history).
 */
export const clinicKit = createFormKit({
  kinds: { ...textKinds, ...radioKinds, ...consentKinds, ...groupKinds, cvFile },
  rules: {
    sameAs: (value, values, other: string) =>
      typeof value === 'string' &&
      value.trim().toLowerCase() ===
        String(values[other] ?? '')
          .trim()
          .toLowerCase(),
    onOrAfter: (value, values, other: string) =>
      typeof value === 'string' && value >= String(values[other] ?? ''),
  },
  asyncRules: rulesThatWait({
    notYetApplied: async (value, _values, _args, { signal }) =>
      !(await hasApplied(String(value), signal)),
    onTheRegister: (value, _values, _args, { signal }) =>
      isRegisteredEmployer(String(value), signal),
  }),
});
