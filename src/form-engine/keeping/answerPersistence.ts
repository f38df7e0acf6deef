import type { CompiledForm } from '../compiler/compileForm.ts';
import type { AnyFormValues } from '../kind/formValues.ts';
import type { FieldSpec } from '../schema/types.ts';

/** What a wizard keeps between page loads: every answer, the step shown and the steps visited. */
export interface SavedAnswers {
  readonly values: AnyFormValues;
  /** The step shown (0-based); the wizard still never shows one beyond the first incomplete. */
  readonly step: number;
  /** The steps the person has seen, for the stepper's done marks. */
  readonly visited: readonly number[];
  /**
   * When these answers were submitted (an ISO date), if they were: a reload then shows the
   * confirmation and the read-only answers again, until the person starts again.
   */
  readonly submittedAt?: string;
}

/**
 * Where a wizard keeps its unsubmitted answers so that a reload brings them back. `load` may
 * return anything (storage can hold stale or edited data); the wizard keeps only what fits the
 * schema (see {@link readSavedAnswers}).
 */
export interface AnswerPersistence {
  load(): unknown;
  /**
   * Keeps the answers; `false` when they could not be kept (storage refused or full), which the
   * wizard tells the person, and after which nothing older may be left behind (see `clear`).
   */
  save(saved: SavedAnswers): boolean;
  /** Forgets the answers: after submit and on Start over. */
  clear(): void;
}

/**
 * Keeps the answers in this tab's `sessionStorage` under `key`: they survive a reload and a tab
 * the browser discarded and restored (so does a submission's confirmation), and are gone when
 * the tab closes or the person starts again; a new tab starts empty.
 * Nothing goes to localStorage, cookies, IndexedDB or the network. A browser that refuses
 * storage (site data blocked, a full quota) keeps nothing, and `save` says so.
 *
 * @example
 * <FormWizard persistence={sessionStoragePersistence('registration-answers')} … />
 */
export function sessionStoragePersistence(key: string): AnswerPersistence {
  const storage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
  // The step and the visited steps have a small entry of their own: a browser takes a good part
  // of a second to rewrite megabytes of answers, so moving between steps rewrites only this one,
  // and the answers only when they changed.
  const positionKey = `${key}:position`;
  let writtenAnswers: string | undefined;
  return {
    load() {
      try {
        const raw = storage()?.getItem(key);
        if (!raw) return undefined;
        const position = storage()?.getItem(positionKey);
        return { ...(JSON.parse(raw) as object), ...(position && JSON.parse(position)) } as unknown;
      } catch {
        return undefined;
      }
    },
    save(saved) {
      try {
        const store = storage();
        if (!store) return false;
        const { step, visited, ...answers } = saved;
        const text = JSON.stringify(answers);
        if (text !== writtenAnswers) {
          store.setItem(key, text);
          writtenAnswers = text;
        }
        store.setItem(positionKey, JSON.stringify({ step, visited }));
        return true;
      } catch {
        // Storage refused (blocked, quota): the answers stay on the page only.
        writtenAnswers = undefined;
        return false;
      }
    },
    clear() {
      writtenAnswers = undefined;
      try {
        storage()?.removeItem(key);
        storage()?.removeItem(positionKey);
      } catch {
        // Nothing could be stored either.
      }
    },
  };
}

/**
 * Whether a stored value has the shape of the kind's values: its empty value's or its sample's,
 * or it is a complete answer by the kind's own schema (a number field's number, say).
 */
function fits(form: CompiledForm, field: FieldSpec, value: unknown): boolean {
  const kind = form.kindOf(field);
  if (value !== undefined && kind.schema(field, '').safeParse(value).success) return true;
  return [kind.empty, field.sample ?? kind.sample(field)].some((like) =>
    Array.isArray(like)
      ? Array.isArray(value) && value.every((item) => typeof item === 'string')
      : like === null
        ? value === null
        : typeof value === typeof like && !Array.isArray(value) && value !== null,
  );
}

/**
 * The saved answers that fit this form: values of its fields with the right type (anything else
 * is dropped, so an older schema's data cannot break the wizard), a step within the form.
 * `undefined` when nothing usable was saved.
 */
export function readSavedAnswers(form: CompiledForm, raw: unknown): SavedAnswers | undefined {
  const spec = form.spec;
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { values, step, visited, submittedAt } = raw as Record<string, unknown>;
  if (typeof values !== 'object' || values === null) return undefined;
  const kept: AnyFormValues = {};
  for (const field of spec.steps.flatMap((each) => each.fields)) {
    const value = (values as Record<string, unknown>)[field.name];
    if (fits(form, field, value)) kept[field.name] = value;
  }
  if (Object.keys(kept).length === 0) return undefined;
  const last = spec.steps.length - 1;
  const inForm = (index: unknown): index is number =>
    Number.isInteger(index) && (index as number) >= 0 && (index as number) <= last;
  return {
    values: kept,
    step: inForm(step) ? step : 0,
    visited: Array.isArray(visited) ? visited.filter(inForm) : [],
    ...(typeof submittedAt === 'string' &&
      !Number.isNaN(Date.parse(submittedAt)) && { submittedAt }),
  };
}
