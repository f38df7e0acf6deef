import type { CompiledForm } from '../compiler/compileForm.ts';
import { isBlankValue } from '../kind/blank.ts';
import type { AnyFormValues } from '../kind/formValues.ts';
import type { ChoiceOfOptions } from '../kind/kind.ts';
import { optionValuesOf } from '../schema/options.ts';
import type { FieldSpec } from '../schema/types.ts';
import type { SavedAnswers } from './answerStore.ts';

/**
 * A kept answer today's form no longer takes as it was (a deploy removed an option, or changed
 * the field's kind): it was left out, and its step says so.
 */
export interface SetAsideAnswer {
  /** The field (a group, for an answer in one of its rows). */
  readonly name: string;
  /** The options it held that the field no longer offers; empty when the whole answer went. */
  readonly values: readonly string[];
}

/** Kept answers as the wizard brings them back: what fits today's form, and what was set aside. */
export interface RestoredAnswers extends SavedAnswers {
  readonly setAside: readonly SetAsideAnswer[];
}

/**
 * Whether a stored value has the shape of the kind's values: its empty value's or its sample's,
 * or it is a complete answer by the kind's own schema (a number field's number, say). An answer
 * still being written (half an email address) has the shape without being complete.
 */
function fits(form: CompiledForm, field: FieldSpec, value: unknown): boolean {
  const kind = form.kindOf(field);
  if (value !== undefined && kind.schema(field, '', form.wordsOf(field)).safeParse(value).success)
    return true;
  return [kind.empty, field.sample ?? kind.sample(field, form)].some((like) =>
    Array.isArray(like)
      ? Array.isArray(value) && value.every((item) => typeof item === 'string')
      : like === null
        ? value === null
        : typeof value === typeof like && !Array.isArray(value) && value !== null,
  );
}

const isRow = (row: unknown): row is Record<string, unknown> =>
  typeof row === 'object' && row !== null && !Array.isArray(row);

/**
 * The part of a stored value today's field takes, and the options it held that the field no
 * longer offers (`undefined` when none of it fits): a choice keeps only the options still
 * offered, a group's rows only their fields' answers that fit.
 */
function keptPart(
  form: CompiledForm,
  field: FieldSpec,
  value: unknown,
): { value: unknown; gone: string[] } | undefined {
  const kind = form.kindOf(field);
  const rowFields = (field as { fields?: readonly FieldSpec[] }).fields;
  if (kind.rows && rowFields && Array.isArray(value)) {
    const gone: string[] = [];
    const rows = value.filter(isRow).map((row) =>
      Object.fromEntries(
        rowFields.flatMap((part) => {
          const kept = keptPart(form, part, row[part.name]);
          gone.push(...(kept?.gone ?? (isBlankValue(row[part.name]) ? [] : [part.label])));
          return kept ? [[part.name, kept.value]] : [];
        }),
      ),
    );
    return { value: rows, gone };
  }
  // A form's kinds are read as kinds of any choice (the type says none).
  const choice = kind.choice as ChoiceOfOptions | undefined;
  const offered = choice && optionValuesOf(field);
  if (offered) {
    const chosen = choice === 'many' ? value : [value];
    if (!Array.isArray(chosen) || !chosen.every((item) => typeof item === 'string')) {
      return undefined;
    }
    const gone = chosen.filter((item) => item !== '' && !offered.includes(item));
    const still = chosen.filter((item) => !gone.includes(item));
    return { value: choice === 'many' ? still : (still[0] ?? kind.empty), gone };
  }
  return fits(form, field, value) ? { value, gone: [] } : undefined;
}

/** A submission the wizard could have made: after this run began, not later than now. */
function isSubmission(submittedAt: unknown, startedAt: unknown, now: Date): boolean {
  if (typeof submittedAt !== 'string' || typeof startedAt !== 'string') return false;
  const submitted = Date.parse(submittedAt);
  const started = Date.parse(startedAt);
  return started <= submitted && submitted <= now.getTime();
}

/**
 * The saved answers that fit this form: values of its fields with the right type (anything else
 * is dropped, so an older schema's data cannot break the wizard), choices among the options it
 * offers today (any other option is set aside, and its step says so), a step within the form.
 * A submission is kept only when the wizard could have made it (after the answers were started,
 * not in the future, and every answer complete by today's form); otherwise they are a draft.
 * `undefined` when nothing usable was saved: no answer, and none named as lost (`left`).
 */
export function readSavedAnswers(
  form: CompiledForm,
  raw: unknown,
  now = new Date(),
): RestoredAnswers | undefined {
  const spec = form.spec;
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { values, step, visited, submittedAt, startedAt, left } = raw as Record<string, unknown>;
  if (!isRow(values)) return undefined;
  const kept: AnyFormValues = {};
  const setAside: SetAsideAnswer[] = [];
  for (const field of spec.steps.flatMap((each) => each.fields)) {
    const value = values[field.name];
    const part = keptPart(form, field, value);
    if (part) kept[field.name] = part.value;
    if (part?.gone.length) setAside.push({ name: field.name, values: part.gone });
    else if (!part && !isBlankValue(value) && value !== false) {
      setAside.push({ name: field.name, values: [] });
    }
  }
  const lost = (Array.isArray(left) ? left : []).filter(
    (name): name is string => typeof name === 'string' && form.fields.has(name),
  );
  if (Object.keys(kept).length === 0 && lost.length === 0) return undefined;
  const last = spec.steps.length - 1;
  const inForm = (index: unknown): index is number =>
    Number.isInteger(index) && (index as number) >= 0 && (index as number) <= last;
  const submitted =
    isSubmission(submittedAt, startedAt, now) &&
    setAside.length === 0 &&
    lost.length === 0 &&
    form.schema.safeParse(kept).success;
  return {
    values: kept,
    step: inForm(step) ? step : 0,
    visited: Array.isArray(visited) ? visited.filter(inForm) : [],
    ...(typeof startedAt === 'string' && !Number.isNaN(Date.parse(startedAt)) && { startedAt }),
    ...(submitted && { submittedAt: submittedAt as string }),
    ...(lost.length > 0 && { left: lost }),
    setAside,
  };
}
