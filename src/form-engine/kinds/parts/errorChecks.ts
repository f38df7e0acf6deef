import type { FieldSpec } from '../../index.ts';
import { isErrorCheck } from '../../parts.ts';

/** A field's `error` checks of one rule: those a JSON Schema of the kind can say. */
export const errorChecksOf = (field: FieldSpec, rule: string) =>
  (field.checks ?? []).filter((check) => check.rule === rule && isErrorCheck(check));

/**
 * The JSON Schema keywords of a field's `error` length and pattern checks, on an answer given:
 * `[min, max]` name the length keywords (`minLength` for text, `minItems` for a list).
 */
export function lengthAndPatternKeywords(field: FieldSpec, [min, max]: readonly [string, string]) {
  return [
    ...errorChecksOf(field, 'minLength').map((check) => ({ [min]: check.args })),
    ...errorChecksOf(field, 'maxLength').map((check) => ({ [max]: check.args })),
    ...errorChecksOf(field, 'pattern').map((check) => ({ pattern: check.args })),
  ];
}
