import type { FieldBase, FieldSpec, Text } from '../../index.ts';

/**
 * A `group` field: a list of rows, each row the same fields (`fields`), between `minRows` and
 * `maxRows` of them. Each input of each row is a field of its own: its own label, `required`,
 * checks (which may read the other fields of its row, and every other answer), condition (on a
 * field above it in the row) and message.
 *
 * @example
 * const jobs: GroupFieldSpec = {
 *   name: 'jobs', kind: 'group', label: 'Work history', rowLabel: 'Job', addLabel: 'Add another job',
 *   minRows: 1, maxRows: 5,
 *   fields: [
 *     { name: 'employer', kind: 'text', label: 'Employer', required: true },
 *     { name: 'start', kind: 'date', label: 'Start date', required: true },
 *   ],
 * };
 */
export interface GroupFieldSpec<T extends Text = string> extends FieldBase<T> {
  /** The fields of every row, in order: at least one. A row field may not be a group itself. */
  readonly fields: readonly [FieldSpec<T>, ...FieldSpec<T>[]];
  /** What one row is called; the engine numbers it ("Job 2"). */
  readonly rowLabel: T;
  /** The Add button's text; "Add another job" (the wizard's `addRow`) without it. */
  readonly addLabel?: T;
  /** The fewest rows: 1 for a `required` group, else 0 unless it says. */
  readonly minRows?: number;
  /** The most rows; Add gives way to a note once there are this many. No limit unless it says. */
  readonly maxRows?: number;
}
