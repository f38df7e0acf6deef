import type { FieldSpec } from './types.ts';

/**
 * Where one input of one row of a group is: the group's name, the row's index (from 0) and the
 * row field's name. Its path, `jobs.1.employer`, is the input's name in the form (react-hook-form
 * reads it as `values.jobs[1].employer`), its key in the error summary and the review.
 */
export interface RowInput {
  readonly group: string;
  readonly index: number;
  readonly name: string;
}

const rowPathPattern = /^([^.]+)\.(\d+)\.([^.]+)$/;

/** The path of one input of one row, e.g. `jobs.1.employer`. */
export const rowInputPath = ({ group, index, name }: RowInput) => `${group}.${index}.${name}`;

/** The row input a path names, or `undefined` for a field's own name. */
export function rowInputOf(path: string): RowInput | undefined {
  const match = rowPathPattern.exec(path);
  return match ? { group: match[1]!, index: Number(match[2]), name: match[3]! } : undefined;
}

/** The fewest and the most rows a group takes (`minRows`, at least 1 when required; `maxRows`). */
export function rowLimitsOf(group: FieldSpec): { readonly min: number; readonly max: number } {
  const { minRows, maxRows } = group as { readonly minRows?: number; readonly maxRows?: number };
  return { min: minRows ?? (group.required ? 1 : 0), max: maxRows ?? Number.POSITIVE_INFINITY };
}

/** What a row of a group holds while the person answers: one answer per row field. */
export type RowValues = Readonly<Record<string, unknown>>;

/** The rows a group holds: its value when it is a list, else none. */
export const rowsOf = (value: unknown): readonly RowValues[] =>
  Array.isArray(value) ? (value as RowValues[]) : [];

/**
 * The name of one row, e.g. "Job 2": the group's `rowLabel` (its `label` without one) and the
 * row's number, counted from 1.
 */
export function rowNameOf(group: FieldSpec, index: number): string {
  const rowLabel = (group as { readonly rowLabel?: string }).rowLabel ?? group.label;
  return `${rowLabel} ${index + 1}`;
}

/** How the summary, the review and the "Checking…" line name one input of one row: "Job 2, Employer". */
export const rowInputLabel = (rowName: string, label: string) => `${rowName}, ${label}`;

/**
 * One input of one row as a field of its own: the row field's spec, named by its path (so its
 * DOM id, its error and its summary link are its own), labelled as it is in the row. Without its
 * condition: that names a field of its row, not of the form, and the group decides it per row
 * (`rowFieldShows`).
 */
export function rowInputSpec(group: FieldSpec, index: number, field: FieldSpec): FieldSpec {
  const { visibleWhen: _condition, ...rest } = field;
  return { ...rest, name: rowInputPath({ group: group.name, index, name: field.name }) };
}

/** A row with every field at its kind's empty value: what Add puts in a group. */
export function blankRowOf(
  group: FieldSpec,
  emptyOf: (field: FieldSpec) => unknown,
): Record<string, unknown> {
  return Object.fromEntries((group.fields ?? []).map((field) => [field.name, emptyOf(field)]));
}
