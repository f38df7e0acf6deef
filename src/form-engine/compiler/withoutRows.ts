import type { GroupRows } from '../kind/rowKind.ts';

/**
 * The rows of a form with no group: none. Only a group's field asks its `CompiledForm.rows`, so
 * these answers are never read; they are the neutral ones, should a caller ask anyway.
 */
export const withoutRows: GroupRows = {
  isBlankInput: () => true,
  isBlankRow: () => true,
  countedRows: () => [],
  problemOf: () => undefined,
  issuesOf: () => [],
  isValid: () => true,
  rowIsValid: () => true,
  listIsValid: () => true,
  listMessageOf: () => undefined,
  inRow: (_input, message) => message,
  errorOf: () => undefined,
  answerOf: (_row, values) => ({ value: undefined, values }),
  warningOf: () => undefined,
  outputOf: () => [],
  inputAt: () => undefined,
  inputsOf: () => [],
  validity: () => ({ isValid: () => true }),
};
