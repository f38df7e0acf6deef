import type { CheckFailure } from '../rules/rules.ts';
import type { WizardMessages } from '../locales/wizardMessages.ts';
import type { KindWords } from './kindWords.ts';
import type { RowValues } from '../schema/rows.ts';
import type { RowsCondition } from '../schema/condition.ts';
import type { FieldSpec } from '../schema/types.ts';

/*
 * How a kind whose fields hold rows of fields (the engine's `group`) has them checked, found by
 * their paths and listed: the contract between the compiler, which calls each row kind's `rows`
 * once per form with its own groups (`CompiledForm.rowsOf` then answers for each group), and the
 * kind, which brings the code (`KindDefinition.rows`). The gate, the error summary and the review
 * read rows only through it, so a form without such a kind never loads it.
 */

/** What keeps one input of one row from letting its step go on. */
export type RowInputProblem = 'missing' | CheckFailure;

/** An input of a row, as `CompiledForm.fieldAt` finds it: its group, row and row field. */
export interface RowOfInput {
  readonly group: FieldSpec;
  readonly index: number;
  readonly field: FieldSpec;
}

/**
 * One input of one row as the wizard shows it (`CompiledForm.fieldAt` finds it by its path,
 * `jobs.1.employer`): the row field's spec named by the path, its step, and its group, row, the
 * row's name ("Job 2") and the row field.
 */
export interface RowInputAt {
  readonly field: FieldSpec;
  readonly stepIndex: number;
  /** Its group's name: the group is what gates the step. */
  readonly gate: string;
  /** The row's name with the row field's label: "Job 2, Employer". */
  readonly label: string;
  readonly row: RowOfInput & { readonly name: string };
}

/** Each row's validity as last checked, kept by the gate between keys (see `GroupRows.validity`). */
export interface RowValidity {
  /**
   * Whether a group lets its step go on for `values`; `changedRow` is the one row changed since
   * the last call for this group, when that is all that changed, so only that row is checked.
   */
  isValid(
    group: FieldSpec,
    values: Readonly<Record<string, unknown>>,
    changedRow: number | undefined,
  ): boolean;
}

/** One thing wrong with a group, where it is (the group, or one input of one row). */
export interface GroupIssue {
  readonly path: PropertyKey[];
  readonly message: string;
}

/**
 * The words a row kind's rows are said with (the row kind's own, `KindDefinition.words`, in the
 * form's language): `rowLabel` is the group's ("Job"), `rowName` one row's ("Job 2").
 */
export interface RowListWords extends KindWords {
  readonly tooFewRows: (min: number, rowLabel: string) => string;
  readonly tooManyRows: (max: number, rowLabel: string) => string;
  readonly inRow: (rowName: string, message: string) => string;
}

/** How a compiled form checks the rows of its groups: each input of each row as a field. */
export interface GroupRows {
  /** Whether an answer to a row field is blank for its kind. */
  isBlankInput(field: FieldSpec, value: unknown): boolean;
  /** Whether every input of a row is blank for its kind: such a row past the minimum is no row. */
  isBlankRow(group: FieldSpec, row: RowValues): boolean;
  /**
   * The indices of the rows that count: every row up to the minimum, and each later row with an
   * answer in it (a blank one left at the end is not submitted and never gates).
   */
  countedRows(group: FieldSpec, value: unknown): readonly number[];
  /** What is wrong with one input of one row, if anything: missing, or its kind's or checks' error. */
  problemOf(
    group: FieldSpec,
    index: number,
    field: FieldSpec,
    values: Readonly<Record<string, unknown>>,
  ): RowInputProblem | undefined;
  /**
   * What keeps a group from letting its step go on, in the compiled schema's English words: the
   * group's own issue (no answer though required, too few or too many rows, its checks), then
   * each input of each counted row that is missing or wrong, at its path (`['jobs', 1, 'end']`).
   */
  issuesOf(group: FieldSpec, values: Readonly<Record<string, unknown>>): GroupIssue[];
  /** Whether a group lets its step go on: what `issuesOf` finds nothing in, found faster. */
  isValid(group: FieldSpec, values: Readonly<Record<string, unknown>>): boolean;
  /** Whether one row's inputs let the group go on (a row that does not count always does). */
  rowIsValid(group: FieldSpec, index: number, values: Readonly<Record<string, unknown>>): boolean;
  /** Whether the list itself lets the group go on: an answer if required, the count, its checks. */
  listIsValid(group: FieldSpec, values: Readonly<Record<string, unknown>>): boolean;
  /**
   * What the group says of itself: no answer though required (in `words`, the wizard's or the
   * compiled schema's English), too few or too many rows (in the row kind's words), or a check
   * on the whole list; nothing when only an input of a row is wrong.
   */
  listMessageOf(
    group: FieldSpec,
    values: Readonly<Record<string, unknown>>,
    words: Pick<WizardMessages, 'requiredError'>,
  ): string | undefined;
  /**
   * What the error summary says of an input of a row: its message with its row's name, in the
   * row kind's words (e.g. "Job 2: Employer is required").
   */
  inRow(input: RowInputAt, message: string): string;
  /** What an input of a row says when its answer is wrong (not when it is missing). */
  errorOf(row: RowOfInput, values: Readonly<Record<string, unknown>>): CheckFailure | undefined;
  /**
   * The answer of one input of a row, and the answers its checks read: the form's, with its
   * row's own on top (so `values.start` is this row's start).
   */
  answerOf(
    row: RowOfInput,
    values: Readonly<Record<string, unknown>>,
  ): { readonly value: unknown; readonly values: Readonly<Record<string, unknown>> };
  /** `values` with the answer of one input of a row given, in its row (the other rows as they were). */
  withAnswer(
    row: RowOfInput,
    values: Readonly<Record<string, unknown>>,
    value: unknown,
  ): Record<string, unknown>;
  /**
   * Whether a condition over the group's rows (`{ rows, some | every | none | atLeast | atMost }`)
   * holds for the rows that count (see `countedRows`); whether the group itself shows is the
   * form's to say.
   */
  rowsConditionHolds(
    group: FieldSpec,
    condition: RowsCondition,
    values: Readonly<Record<string, unknown>>,
  ): boolean;
  /** The first `warning` an answered input of a row fails, its row's answers read on top. */
  warningOf(row: RowOfInput, values: Readonly<Record<string, unknown>>): CheckFailure | undefined;
  /** The submitted rows: the counted ones, each holding its fields that show, parsed by their kind. */
  outputOf(group: FieldSpec, value: unknown): Record<string, unknown>[];
  /**
   * One input of one row by its path (`jobs.1.employer`), or `undefined` for a path that names
   * none; the same object each time, so the wizard's cells receive the same spec on every render.
   */
  inputAt(path: string): RowInputAt | undefined;
  /**
   * The inputs of a group's rows that count, each one that shows in its row, in order: what the
   * error summary lists, the review reads and the checks that wait are asked about.
   */
  inputsOf(group: FieldSpec, values: Readonly<Record<string, unknown>>): RowInputAt[];
  /**
   * What the line beside Next names of a group that keeps its step from going on: each input of
   * each row by its row ("Child 1, Allergy details"), as missing or to correct, and the group
   * itself only for what it says of its rows (too few); `reportedMessage` is what a check that
   * waits said of an input, at its path.
   */
  gateLabelsOf(
    group: FieldSpec,
    values: Readonly<Record<string, unknown>>,
    reportedMessage: (path: string) => string | undefined,
  ): { readonly toComplete: readonly string[]; readonly toCorrect: readonly string[] };
  /**
   * A new record of each row's validity, so a key typed in one row of a group of 50 re-checks
   * that row alone (the gate keeps one).
   */
  validity(): RowValidity;
}
