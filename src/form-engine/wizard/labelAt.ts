import type { FieldAt } from '../compiler/compileForm.ts';
import { rowInputLabel } from '../schema/rows.ts';

/** A field's label, or for one input of one row, the row's name with it ("Job 2, Employer"). */
export const labelAt = (at: FieldAt): string =>
  at.row ? rowInputLabel(at.row.name, at.field.label) : at.field.label;
