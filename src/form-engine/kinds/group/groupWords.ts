import { lowerFirst } from './lowerFirst.ts';

/**
 * The group's words in English: its Add, Remove and Undo buttons, what it announces, and what it
 * says of its rows. `rowLabel` is the group's, e.g. "Job"; `rowName` names one row, e.g. "Job 2".
 */
export const englishGroupWords = {
  /** A group with fewer rows than its `minRows`, e.g. "Job: add at least 2". */
  tooFewRows: (min: number, rowLabel: string) => `${rowLabel}: add at least ${min}`,
  /** A group with more rows than its `maxRows` (a restored draft, say). */
  tooManyRows: (max: number, rowLabel: string) => `${rowLabel}: no more than ${max}`,
  /** The Add button when the group gives no `addLabel`, e.g. "Add another job". */
  addRow: (rowLabel: string) => `Add another ${lowerFirst(rowLabel)}`,
  /** An input's message in the error summary, with its row, e.g. "Job 2: Employer is required". */
  inRow: (rowName: string, message: string) => `${rowName}: ${message}`,
  /** A row's Remove button, e.g. "Remove Job 2". */
  removeRow: (rowName: string) => `Remove ${rowName}`,
  /** Announced when a row is added or comes back. */
  rowAdded: (rowName: string) => `${rowName} added`,
  /** Announced, with Undo beside it, when a row is removed. */
  rowRemoved: (rowName: string) => `${rowName} removed`,
  /** Puts the removed row back where it was, with its answers. */
  undoRemove: 'Undo',
  /** In place of Add, at the most rows the group takes. */
  atMostRows: (max: number) => `You have added ${max}, the most this list takes.`,
  /** In place of Remove, at the fewest rows the group takes. */
  atLeastRows: (min: number) => `This list needs at least ${min}, so none can be removed.`,
};

/** What the group says, in one language. */
export type GroupWords = typeof englishGroupWords;

/** The group's words in Spanish. */
export const spanishGroupWords: GroupWords = {
  tooFewRows: (min, rowLabel) => `${rowLabel}: agregue al menos ${min}`,
  tooManyRows: (max, rowLabel) => `${rowLabel}: no más de ${max}`,
  addRow: (rowLabel) => `Agregar ${lowerFirst(rowLabel)}`,
  inRow: (rowName, message) => `${rowName}: ${message}`,
  removeRow: (rowName) => `Quitar ${rowName}`,
  rowAdded: (rowName) => `Se agregó: ${rowName}`,
  rowRemoved: (rowName) => `Se quitó: ${rowName}`,
  undoRemove: 'Deshacer',
  atMostRows: (max) => `Ya agregó ${max}, el máximo de esta lista.`,
  atLeastRows: (min) => `Esta lista necesita al menos ${min}, así que no se puede quitar ninguno.`,
};
