import type { FieldBase } from '../../index.ts';

/** A `consent` field: one agreement, its statement the label. */
export interface ConsentFieldSpec extends FieldBase {
  /**
   * The agreement in full, behind a disclosure under its key points (`helperText`); paragraphs
   * separated by blank lines.
   */
  readonly fullText?: string;
}
