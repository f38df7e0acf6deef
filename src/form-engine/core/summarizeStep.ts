import { formatAnswer, type AnswerWords } from './formatAnswer';
import { optionsOf } from './options';
import type { StepSpec } from './types';

/** One answered question of a step, as the summary shows it. */
export interface AnswerRow {
  readonly name: string;
  readonly label: string;
  /** The answer in words: option labels, yes/no, a date in the words' locale. */
  readonly text: string;
}

/** A step's answers for a "check your answers" list. */
export interface StepSummary {
  readonly rows: readonly AnswerRow[];
  /** Labels of the questions left empty, to be said once for the step, not once per field. */
  readonly notProvided: readonly string[];
}

function isEmpty(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return value === undefined || value === null;
}

/**
 * Groups one step's answers for a summary: shown fields only (`isVisible`, e.g. the completion
 * tracker's), each answered one as a row, the empty ones as a list of labels. A consent is always
 * a row (declining is an answer).
 *
 * @example
 * summarizeStep(step, values, tracker.isVisible, messages)
 * // { rows: [{ name: 'dateOfBirth', label: 'Date of birth', text: 'March 4, 2012' }], notProvided: ['Nickname'] }
 */
export function summarizeStep(
  step: StepSpec,
  values: Readonly<Record<string, unknown>>,
  isVisible: (name: string) => boolean,
  words?: AnswerWords,
): StepSummary {
  const rows: AnswerRow[] = [];
  const notProvided: string[] = [];
  for (const field of step.fields) {
    if (!isVisible(field.name)) continue;
    const value = values[field.name];
    const unchosen =
      (field.kind === 'select' || field.kind === 'radio') &&
      !optionsOf(field).some((option) => option.value === value);
    if (field.kind !== 'consent' && (isEmpty(value) || unchosen)) {
      notProvided.push(field.label);
      continue;
    }
    rows.push({ name: field.name, label: field.label, text: formatAnswer(field, value, words) });
  }
  return { rows, notProvided };
}
