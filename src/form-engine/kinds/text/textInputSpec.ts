import type { FieldBase } from '../../index.ts';

/** A `textarea` field. */
export interface TextareaFieldSpec extends FieldBase {
  /** Visible rows before it grows. */
  readonly rows?: number;
}

/**
 * A `number` field: typed into an `<input type="number">` (a decimal keypad on phones unless
 * `inputMode` says otherwise).
 */
export interface NumberFieldSpec extends FieldBase {
  /** The step of the input's arrows and of the browser's own hint, e.g. `0.5`; default 1. */
  readonly step?: number;
}

/** Any field `TextInputField` draws: a text kind's, a textarea's or a number's. */
export type TextInputSpec = FieldBase &
  Partial<Pick<TextareaFieldSpec, 'rows'>> &
  Partial<Pick<NumberFieldSpec, 'step'>>;
