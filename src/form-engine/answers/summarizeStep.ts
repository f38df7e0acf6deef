import type { CompiledForm } from '../compiler/compileForm.ts';
import type { AnswerWords } from '../kind/kind.ts';
import { formatAnswer } from './formatAnswer.ts';
import type { FieldSpec, StepSpec } from '../schema/types.ts';

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

/**
 * A group's answers, row by row (GOV.UK's "add another" summary): each answered input of each
 * row that counts, named by its row ("Job 2, Employer") and by its path, so its Change opens
 * that very input.
 */
function groupAnswersOf(
  form: CompiledForm,
  group: FieldSpec,
  values: Readonly<Record<string, unknown>>,
  words: AnswerWords,
): AnswerRow[] {
  return form
    .rowsOf(group)
    .inputsOf(group, values)
    .flatMap(({ field, label }) => {
      const { value } = form.answerAt(field.name, values);
      if (form.isBlank(field.name, value)) return [];
      return [{ name: field.name, label, text: formatAnswer(form, field, value, words) }];
    });
}

/**
 * Groups one step's answers for a summary: shown fields only (`isVisible`, e.g. the completion
 * tracker's), each answered one as a row in its kind's words, the blank ones (`isBlank`, by the
 * kind) as a list of labels. A consent is always a row (declining is an answer).
 */
export function summarizeStep(
  form: CompiledForm,
  step: StepSpec,
  values: Readonly<Record<string, unknown>>,
  isVisible: (name: string) => boolean,
  words: AnswerWords,
): StepSummary {
  const rows: AnswerRow[] = [];
  const notProvided: string[] = [];
  for (const field of step.fields) {
    if (!isVisible(field.name)) continue;
    const value = values[field.name];
    if (form.isBlank(field.name, value)) {
      notProvided.push(field.label);
      continue;
    }
    if (field.fields) {
      rows.push(...groupAnswersOf(form, field, values, words));
      continue;
    }
    rows.push({
      name: field.name,
      label: field.label,
      text: formatAnswer(form, field, value, words),
    });
  }
  return { rows, notProvided };
}
