import type { CompiledForm } from '../compiler/compileForm.ts';
import type { FieldSpec } from '../schema/types.ts';

/** Blank answers that still count as empty for a required field (white space alone, …). */
export function blankLookalikesOf(form: CompiledForm, field: FieldSpec): unknown[] {
  const kind = form.kindOf(field);
  return [...(kind.blanks?.(field) ?? [kind.empty])];
}
