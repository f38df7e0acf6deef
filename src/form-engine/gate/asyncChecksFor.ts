import type { CompiledForm } from '../compiler/compileForm.ts';
import { asyncChecksOf } from '../rules/asyncChecksOf.ts';
import type { AsyncChecks, AsyncCheckState } from './createAsyncChecks.ts';
import type { CompletionTracker } from './createCompletionTracker.ts';
import { importAnew } from './importAnew.ts';
import { unavailableMark } from './unavailableMark.ts';
import { noAsyncChecks } from './noAsyncChecks.ts';
import { waitingFieldsOf } from './waitingFields.ts';

const none: readonly string[] = [];

/**
 * The checks that wait of one run of the wizard (see `AsyncChecks`). Only a kit whose
 * `asyncRules` came from `rulesThatWait` brings this (a form without them downloads none of it),
 * and the code that asks the checks is loaded only for a form whose checks name one. The code is
 * asked for as the wizard starts; a check asked before it has arrived is pending meanwhile, so
 * Next still waits for it. If the code cannot be loaded (a deploy while the tab is open, a lost
 * link), each asked check could not be made: it blocks, or lets the person go on where every
 * check of the field says `whenUnavailable: 'allow'`, and Try again loads it anew.
 */
export function asyncChecksFor(
  form: CompiledForm,
  tracker: CompletionTracker,
  readValues: () => Readonly<Record<string, unknown>>,
): AsyncChecks {
  const asyncRules = form.kit.asyncRules ?? {};
  const waiting = waitingFieldsOf(form, readValues);
  if (!waiting.any) return noAsyncChecks;
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((listener) => listener());
  let loaded: AsyncChecks | undefined;
  // Asked before the code arrived, or since it failed to: what each stands at.
  const early = new Map<string, AsyncCheckState>();
  const listed = (wanted: (state: AsyncCheckState) => boolean, previous: readonly string[]) => {
    const next = [...early].flatMap(([name, state]) => (wanted(state) ? [name] : []));
    return next.join() === previous.join() ? previous : next;
  };
  let pending = none;
  let unchecked = none;

  const couldNotLoad = () => {
    const values = readValues();
    for (const name of early.keys()) {
      const blocks = asyncChecksOf(form.fieldAt(name)!.field, asyncRules).some(
        (check) => (check.whenUnavailable ?? 'block') === 'block',
      );
      early.set(name, { status: 'unavailable', blocks });
      if (blocks) tracker.recheck(values, new Map([[name, unavailableMark]]));
    }
  };
  let loading: Promise<AsyncChecks> | undefined;
  // Why the last load failed: the next one imports the script anew (see `importAnew`).
  let failure: unknown;
  const importer = () => import('./createAsyncChecks.ts');
  const load = (): Promise<AsyncChecks> =>
    (loading ??= (failure === undefined ? importer() : importAnew(failure, importer)).then(
      ({ createAsyncChecks }) => {
        loaded = createAsyncChecks(form, tracker, readValues);
        loaded.subscribe(tell);
        // A check that could not be made while the code was missing no longer gates: it is
        // asked anew (Try again) by the code now here.
        const values = readValues();
        for (const [name, state] of early) {
          if (state.status === 'unavailable' && state.blocks) {
            tracker.update(name, form.answerAt(name, values).value);
          }
        }
        early.clear();
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        failure = error;
        couldNotLoad();
        throw error;
      },
    ));
  const whenLoaded = (ask: (checks: AsyncChecks) => Promise<void>, names: readonly string[]) => {
    if (loaded) return ask(loaded);
    for (const name of names) if (waiting.waits(name)) early.set(name, { status: 'pending' });
    const settled = load().then(ask, () => {});
    refresh();
    return settled.finally(refresh);
  };
  const refresh = () => {
    if (!loaded) {
      pending = listed((state) => state.status === 'pending', pending);
      unchecked = listed((state) => state.status === 'unavailable' && !state.blocks, unchecked);
    }
    tell();
  };
  void load().catch(() => {});

  return {
    waits: waiting.waits,
    waitingOn: (stepIndex) => waiting.on(stepIndex, tracker),
    state: (name) => loaded?.state(name) ?? early.get(name),
    check: (name, options) => whenLoaded((checks) => checks.check(name, options), [name]),
    checkAll: (names) => whenLoaded((checks) => checks.checkAll(names), names),
    changed: (name) => {
      if (loaded) return loaded.changed(name);
      const state = early.get(name);
      if (!state) return;
      early.delete(name);
      if (state.status === 'unavailable' && state.blocks) {
        tracker.update(name, form.answerAt(name, readValues()).value);
      }
      refresh();
    },
    pending: () => loaded?.pending() ?? pending,
    unchecked: () => loaded?.unchecked() ?? unchecked,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
