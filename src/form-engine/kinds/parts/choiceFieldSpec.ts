import type { FieldBase, FieldOptions } from '../../index.ts';

/** A field that chooses among its options: a `select`, `radio` or `checkboxes`. */
export interface ChoiceFieldSpec extends FieldBase {
  /** At least one; a plain string is an option whose value and label are that string. */
  readonly options: FieldOptions;
}
