import type { ChoiceFieldSpec } from './choiceFieldSpec.ts';
import { optionValuesOf } from '../../parts.ts';

/** The values a choice field offers, in order; the meta-check guarantees at least one. */
export const choicesOf = (field: ChoiceFieldSpec) => optionValuesOf(field) as [string, ...string[]];
