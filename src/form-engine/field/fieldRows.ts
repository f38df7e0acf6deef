import type { ReactNode } from 'react';
import type { FieldSpec } from '../schema/types.ts';

/** One input of one row: the row's index and the row field (one of the group's `fields`). */
export interface RowInputProps {
  readonly index: number;
  readonly field: FieldSpec;
}

/** What last changed the rows, for the kind to announce in its words. */
export interface RowsChange {
  readonly change: 'added' | 'removed';
  /** The row's name, e.g. "Job 2". */
  readonly rowName: string;
}

/**
 * A rows kind's handle on its rows (`useFieldRows(props)` from `stepform/parts`, which the
 * component of a kind with `rows`, as the engine's `group`, calls): the rows, what changes them,
 * and each input of a row as a field of its own. The wizard keeps the answers, the gate, the focus and the checks that wait in
 * step with every change; the kind draws the rows and says what happened in its own words.
 */
export interface FieldRows {
  /** A stable key per row, in order, for React's `key`: a row keeps it while others come and go. */
  readonly keys: readonly string[];
  /** The name of a row, e.g. "Job 2" (the group's `rowLabel` and its number). */
  nameOf(index: number): string;
  /** Adds a blank row at the end and moves focus to its first input. */
  add(): void;
  /**
   * Removes a row and moves focus to the row before it, else to the first row, else to the
   * element with id {@link FieldRows.addId}; a row with answers can come back with `undo`.
   */
  remove(index: number): void;
  /** The row last removed with answers in it, until the next change: what `undo` puts back. */
  readonly removed: { readonly index: number } | undefined;
  /** Puts the row last removed back where it was, with its answers. */
  undo(): void;
  /** What last changed the rows, for a live region; none before the first change. */
  readonly lastChange: RowsChange | undefined;
  /** The id to give the Add button: focus goes there when the last row is removed. */
  readonly addId: string;
  /**
   * One input of one row in its grid cell (its kind's component and the message line under it),
   * or nothing while a condition on its row hides it. The same function while the rows' group
   * is the same, so a memoized row does not re-render for it.
   */
  input(index: number, field: FieldSpec): ReactNode;
}
