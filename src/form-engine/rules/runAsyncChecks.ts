import type { AsyncRuleRegistry } from '../schema/check.ts';
import { asyncChecksOf } from './asyncChecksOf.ts';
import type { FieldSpec } from '../schema/types.ts';
import type { CheckFailure } from './rules.ts';

/** How long a check that waits may take before it counts as unavailable, unless it says. */
export const defaultCheckTimeoutMs = 10_000;

/**
 * What the checks of a field that wait said of one answer: it `passed`, `failed` one of them
 * (with its message), or one could not be made (`unavailable`: rejected or too slow), which
 * `blocks` the step unless that check says `whenUnavailable: 'allow'`.
 */
export type AsyncOutcome =
  | { readonly status: 'passed' }
  | { readonly status: 'failed'; readonly failure: CheckFailure }
  | { readonly status: 'unavailable'; readonly blocks: boolean };

class TimedOut extends Error {}

/**
 * Resolves as `call` does, or rejects once `ms` have passed (aborting `controller`) or as soon as
 * `controller` aborts (a newer answer): a rule that ignores its signal never holds up a wait.
 */
function withTimeout<T>(call: Promise<T>, ms: number, controller: AbortController): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TimedOut(`no answer after ${ms} ms`));
    }, ms);
    controller.signal.addEventListener('abort', () => reject(new TimedOut('aborted')));
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}

/**
 * Runs the checks of `field` that wait, in order, on the answer in `values`, and says what they
 * found (see {@link AsyncOutcome}): the first that fails or cannot be made ends the run. Each
 * call gets a signal that aborts with `signal` (a newer answer) or when its `timeoutMs` (10 s by
 * default) runs out; the caller ignores the outcome of a run it aborted.
 */
export async function runAsyncChecks(
  field: FieldSpec,
  values: Readonly<Record<string, unknown>>,
  asyncRules: AsyncRuleRegistry,
  signal: AbortSignal,
): Promise<AsyncOutcome> {
  for (const check of asyncChecksOf(field, asyncRules)) {
    const controller = new AbortController();
    const abort = () => controller.abort();
    signal.addEventListener('abort', abort);
    try {
      const rule = asyncRules[check.rule]!;
      const call = Promise.resolve().then(() =>
        rule(values[field.name], values, check.args as never, { signal: controller.signal }),
      );
      const result = await withTimeout(call, check.timeoutMs ?? defaultCheckTimeoutMs, controller);
      if (result === true) continue;
      const suggestion = typeof result === 'object' ? result.suggestion : undefined;
      const failure: CheckFailure = {
        rule: check.rule,
        message: check.message.replace('{suggestion}', suggestion ?? ''),
        level: 'error',
        ...(suggestion !== undefined && { suggestion }),
      };
      return { status: 'failed', failure };
    } catch {
      return { status: 'unavailable', blocks: (check.whenUnavailable ?? 'block') === 'block' };
    } finally {
      signal.removeEventListener('abort', abort);
    }
  }
  return { status: 'passed' };
}
