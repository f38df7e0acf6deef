/**
 * `stepform/testing`: tests generated from a form (complete samples, the gating cases of each step,
 * each proven to test its field) and a router-free wizard at one step, for component tests.
 */
export {
  blankLookalikesOf,
  FormTestError,
  gatingCases,
  hiddenCases,
  sampleStepValues,
  sampleValueOf,
  sampleValues,
  sampleValuesBefore,
} from './testing/generatedCases.ts';
export type { GatingCase } from './testing/generatedCases.ts';
export type { StandIns } from './testing/withStandIns.ts';
export { WizardAtStep } from './testing/WizardAtStep.tsx';
