import type { CompiledForm } from '../compiler/compileForm.ts';
import { waitingFieldsOf } from './waitingFields.ts';
import { runAsyncChecks, type AsyncOutcome } from '../rules/runAsyncChecks.ts';
import { unavailableMark } from './unavailableMark.ts';
import type { CompletionTracker } from './createCompletionTracker.ts';

/** Where the checks that wait stand for a field's current answer: still running, or what they said. */
export type AsyncCheckState = { readonly status: 'pending' } | AsyncOutcome;

/**
 * The checks that wait (a kit's `asyncRules`) of one run of the wizard. A field's are asked for
 * its current answer when the person leaves it (`check`) and when they press Next or Submit
 * (`checkAll`), never per keystroke; each outcome is kept per field and answer, so an unchanged
 * answer is not asked again. A newer answer (`changed`) aborts the call under way and its outcome
 * is ignored. A failure, or an unavailable check that blocks, is handed to the tracker as the
 * field's message and gates its step until the answer changes or a retry passes.
 */
export interface AsyncChecks {
  /** Whether the field has checks that wait. */
  waits(name: string): boolean;
  /**
   * The fields of a step that have checks that wait, in form order: by name, and a group's row
   * inputs by their paths (`jobs.1.employer`), for the rows it holds now.
   */
  waitingOn(stepIndex: number): readonly string[];
  /** Where they stand for the field's current answer; `undefined` before they are asked. */
  state(name: string): AsyncCheckState | undefined;
  /** Asks them for the field's current answer (the kept outcome, unless `retry`); settles when known. */
  check(name: string, options?: { readonly retry?: boolean }): Promise<void>;
  /** Asks them for each of `names` that shows; settles when every outcome is known. */
  checkAll(names: readonly string[]): Promise<void>;
  /**
   * The field's answer changed (or, for a row's input, its row moved): the call under way is
   * aborted and its outcome forgotten, by the gate too.
   */
  changed(name: string): void;
  /** The fields whose checks are running, as they were asked; the same array until it changes. */
  pending(): readonly string[];
  /** The fields whose check could not be made but let the person go on (`whenUnavailable: 'allow'`). */
  unchecked(): readonly string[];
  subscribe(listener: () => void): () => void;
}

interface Asked {
  readonly key: string;
  state: AsyncCheckState;
  readonly controller: AbortController;
  readonly settled: Promise<void>;
}

const keyOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Creates the checks that wait of one wizard, feeding their outcomes to `tracker`. */
export function createAsyncChecks(
  form: CompiledForm,
  tracker: CompletionTracker,
  readValues: () => Readonly<Record<string, unknown>>,
): AsyncChecks {
  const asyncRules = form.kit.asyncRules ?? {};
  const waiting = waitingFieldsOf(form, readValues);
  const asked = new Map<string, Asked>();
  // What each field's checks said, by answer: an answer given again is not asked again.
  const known = new Map<string, Map<string, AsyncOutcome>>();
  const listeners = new Set<() => void>();
  let pending: readonly string[] = [];
  let unchecked: readonly string[] = [];
  const refresh = () => {
    const now = (status: string) =>
      [...asked.keys()].filter((name) => asked.get(name)?.state.status === status);
    const nextPending = now('pending');
    if (nextPending.join() !== pending.join()) pending = nextPending;
    const nextUnchecked = [...asked.keys()].filter((name) => {
      const state = asked.get(name)?.state;
      return state?.status === 'unavailable' && !state.blocks;
    });
    if (nextUnchecked.join() !== unchecked.join()) unchecked = nextUnchecked;
    listeners.forEach((listener) => listener());
  };

  /** Hands an outcome to the gate: a failure (or a blocking unavailable check) gates the step. */
  const report = (name: string, outcome: AsyncOutcome, wasReported: boolean) => {
    const values = readValues();
    const { value } = form.answerAt(name, values);
    if (outcome.status === 'failed') {
      tracker.recheck(values, new Map([[name, outcome.failure.message]]));
    } else if (outcome.status === 'unavailable' && outcome.blocks) {
      tracker.recheck(values, new Map([[name, unavailableMark]]));
    } else if (wasReported) {
      // Checked again and fine: the field's earlier outcome no longer gates it.
      tracker.update(name, value);
    }
  };

  const check = (name: string, { retry = false } = {}): Promise<void> => {
    if (!waiting.waits(name)) return Promise.resolve();
    const { value, values } = form.answerAt(name, readValues());
    if (form.isBlank(name, value)) {
      changed(name);
      return Promise.resolve();
    }
    const key = keyOf(value);
    const current = asked.get(name);
    if (current?.key === key && (current.state.status === 'pending' || !retry)) {
      return current.settled;
    }
    const wasReported = current !== undefined && current.state.status !== 'passed';
    current?.controller.abort();
    const outcome = retry ? undefined : known.get(name)?.get(key);
    const controller = new AbortController();
    if (outcome) {
      asked.set(name, { key, state: outcome, controller, settled: Promise.resolve() });
      report(name, outcome, wasReported);
      refresh();
      return Promise.resolve();
    }
    const field = form.fieldAt(name)!.field;
    const settled = runAsyncChecks(field, values, asyncRules, controller.signal).then((result) => {
      // A newer answer took its place: this outcome is stale.
      if (controller.signal.aborted || asked.get(name)?.controller !== controller) return;
      if (result.status !== 'unavailable') {
        const byAnswer = known.get(name) ?? new Map<string, AsyncOutcome>();
        known.set(name, byAnswer.set(key, result));
      }
      asked.get(name)!.state = result;
      report(name, result, wasReported);
      refresh();
    });
    asked.set(name, { key, state: { status: 'pending' }, controller, settled });
    refresh();
    return settled;
  };

  const changed = (name: string) => {
    const current = asked.get(name);
    if (!current) return;
    current.controller.abort();
    asked.delete(name);
    // What it said gated the step: the gate forgets it with it (a row's input whose row moved
    // has no keystroke of its own to clear it).
    const { state } = current;
    if (state.status === 'failed' || (state.status === 'unavailable' && state.blocks)) {
      tracker.update(name, form.answerAt(name, readValues()).value);
    }
    refresh();
  };

  return {
    waits: waiting.waits,
    waitingOn: (stepIndex) => waiting.on(stepIndex, tracker),
    state: (name) => asked.get(name)?.state,
    check,
    checkAll: async (names) => {
      await Promise.all(names.filter((name) => tracker.isVisible(name)).map((name) => check(name)));
    },
    changed,
    pending: () => pending,
    unchecked: () => unchecked,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
