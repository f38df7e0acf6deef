/**
 * `stepform/testing`: tests generated from a form (complete samples, the gating cases of each step,
 * each proven to test its field), the both-ways check of its JSON Schema (`checkJSONSchema`) and
 * a router-free wizard at one step, for component tests.
 */
export { blankLookalikesOf } from './testing/blankLookalikesOf.ts';
export { checkJSONSchema } from './testing/checkJSONSchema.ts';
export type { JSONSchemaCheck, JSONSchemaValidator } from './testing/jsonSchemaCheck.ts';
export type { UnsaidCheck, UnsaidReason } from './testing/unsaidChecks.ts';
export { gatingCases } from './testing/gatingCases.ts';
export { hiddenCases } from './testing/hiddenCases.ts';
export type { GatingCase } from './testing/provenCase.ts';
export {
  sampleStepValues,
  sampleValueOf,
  sampleValues,
  sampleValuesBefore,
} from './testing/sampleValues.ts';
export { FormTestError } from './testing/withStandIns.ts';
export type { StandIns } from './testing/withStandIns.ts';
export { WizardAtStep } from './testing/WizardAtStep.tsx';
