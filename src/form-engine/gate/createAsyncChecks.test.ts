/**
 * The checks that wait, without React: asked once per answer (kept), a newer answer aborts the
 * older call and its outcome is ignored, a failure gates the step with its message, a rejection
 * or a timeout is "unavailable" (blocking or not, as the check says), and a retry that passes
 * opens the step again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileForm, createFormKit, rulesThatWait } from '../index.ts';
import { textKinds } from '../kinds.ts';
import { createAsyncChecks } from './createAsyncChecks.ts';
import { createCompletionTracker } from './createCompletionTracker.ts';
import { emailCheckField, takenEmail } from '../test-kit/emailCheckForm.ts';

/** A server that answers after `delay` ms: taken e-mails fail. */
function fakeServer(delay = 500) {
  const calls: { value: unknown; signal: AbortSignal }[] = [];
  let down = false;
  const emailFree = (
    value: unknown,
    _values: unknown,
    _args: unknown,
    { signal }: { signal: AbortSignal },
  ) => {
    calls.push({ value, signal });
    return new Promise<boolean>((resolve, reject) =>
      setTimeout(() => (down ? reject(new Error('503')) : resolve(value !== takenEmail)), delay),
    );
  };
  return { calls, emailFree, setDown: (value: boolean) => (down = value) };
}

function setUp(
  options: { delay?: number; whenUnavailable?: 'block' | 'allow'; timeoutMs?: number } = {},
) {
  const server = fakeServer(options.delay);
  const kit = createFormKit({
    kinds: textKinds,
    asyncRules: rulesThatWait({ emailFree: server.emailFree }),
  });
  const form = compileForm(
    kit,
    kit.defineForm({
      id: 'apply',
      title: 'Apply',
      steps: [
        {
          id: 'you',
          title: 'You',
          fields: [
            emailCheckField({
              message: 'This e-mail has already applied',
              ...(options.whenUnavailable && { whenUnavailable: options.whenUnavailable }),
              ...(options.timeoutMs && { timeoutMs: options.timeoutMs }),
            }),
            { name: 'name', kind: 'text', label: 'Name', required: true },
          ],
        },
      ],
    }),
  );
  const values: Record<string, unknown> = { email: '', name: 'Ada' };
  const tracker = createCompletionTracker(form, values, () => values);
  const checks = createAsyncChecks(form, tracker, () => values);
  const answer = (email: string) => {
    values.email = email;
    tracker.update('email', email);
    checks.changed('email');
  };
  return { server, form, tracker, checks, answer };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('checks that wait', () => {
  it('knows which fields wait, and the synchronous gate never runs their rule', () => {
    const { checks, answer, tracker, server, form } = setUp();
    expect(checks.waits('email')).toBe(true);
    expect(checks.waits('name')).toBe(false);
    expect(checks.waitingOn(0)).toEqual(['email']);
    answer(takenEmail);
    expect(server.calls).toHaveLength(0);
    expect(tracker.missingOn(0)).toEqual([]);
    expect(form.steps[0]!.schema.safeParse({ email: takenEmail, name: 'Ada' }).success).toBe(true);
  });

  it('is pending while the rule runs, then gates the step with the failure', async () => {
    const { checks, answer, tracker } = setUp();
    answer(takenEmail);
    const settled = checks.check('email');
    expect(checks.state('email')).toEqual({ status: 'pending' });
    expect(checks.pending()).toEqual(['email']);
    await vi.advanceTimersByTimeAsync(500);
    await settled;
    expect(checks.state('email')).toMatchObject({
      status: 'failed',
      failure: { message: 'This e-mail has already applied' },
    });
    expect(checks.pending()).toEqual([]);
    expect(tracker.missingOn(0)).toEqual(['email']);
    expect(tracker.reportedMessage('email')).toBe('This e-mail has already applied');
    // A new answer opens the gate again (and is checked in its turn).
    answer('new@example.com');
    expect(tracker.missingOn(0)).toEqual([]);
  });

  it('asks once per answer: the same answer again uses what it said', async () => {
    const { checks, answer, server } = setUp();
    answer(takenEmail);
    void checks.check('email');
    await vi.advanceTimersByTimeAsync(500);
    answer('other@example.com');
    void checks.check('email');
    await vi.advanceTimersByTimeAsync(500);
    answer(takenEmail);
    await checks.check('email');
    expect(server.calls.map((call) => call.value)).toEqual([takenEmail, 'other@example.com']);
    expect(checks.state('email')).toMatchObject({ status: 'failed' });
  });

  it('aborts the older call when the answer changes, and ignores its outcome', async () => {
    const { checks, answer, server, tracker } = setUp();
    answer(takenEmail);
    void checks.check('email');
    await vi.advanceTimersByTimeAsync(200);
    answer('new@example.com');
    expect(server.calls[0]!.signal.aborted).toBe(true);
    expect(checks.state('email')).toBeUndefined();
    const settled = checks.check('email');
    await vi.advanceTimersByTimeAsync(500);
    await settled;
    expect(checks.state('email')).toEqual({ status: 'passed' });
    expect(tracker.missingOn(0)).toEqual([]);
  });

  it('times out after timeoutMs: the call is aborted, the check is unavailable and blocks by default; Try again asks anew', async () => {
    const { checks, answer, server, tracker } = setUp({ delay: 60_000, timeoutMs: 3000 });
    answer('new@example.com');
    void checks.check('email');
    await vi.advanceTimersByTimeAsync(3000);
    expect(checks.state('email')).toEqual({ status: 'unavailable', blocks: true });
    expect(server.calls[0]!.signal.aborted).toBe(true);
    expect(tracker.missingOn(0)).toEqual(['email']);
    expect(checks.unchecked()).toEqual([]);
    // Try again asks anew (nothing kept for an unavailable check); still too slow here.
    const retried = checks.check('email', { retry: true });
    expect(checks.state('email')).toEqual({ status: 'pending' });
    await vi.advanceTimersByTimeAsync(3000);
    await retried;
    expect(checks.state('email')).toMatchObject({ status: 'unavailable' });
  });

  it('a rejection with whenUnavailable "allow" lets the step go on, listed as unchecked', async () => {
    const { checks, answer, server, tracker } = setUp({ whenUnavailable: 'allow' });
    server.setDown(true);
    answer('new@example.com');
    void checks.check('email');
    await vi.advanceTimersByTimeAsync(500);
    expect(checks.state('email')).toEqual({ status: 'unavailable', blocks: false });
    expect(tracker.missingOn(0)).toEqual([]);
    expect(checks.unchecked()).toEqual(['email']);
    server.setDown(false);
    void checks.check('email', { retry: true });
    await vi.advanceTimersByTimeAsync(500);
    expect(checks.state('email')).toEqual({ status: 'passed' });
    expect(checks.unchecked()).toEqual([]);
  });

  it('a blocking rejection clears once a retry passes', async () => {
    const { checks, answer, server, tracker } = setUp();
    server.setDown(true);
    answer('new@example.com');
    void checks.check('email');
    await vi.advanceTimersByTimeAsync(500);
    expect(tracker.missingOn(0)).toEqual(['email']);
    server.setDown(false);
    void checks.check('email', { retry: true });
    await vi.advanceTimersByTimeAsync(500);
    expect(tracker.missingOn(0)).toEqual([]);
  });

  it('an aborted call settles at once, even when its rule ignores the signal', async () => {
    const { checks, answer } = setUp({ delay: 60_000 });
    answer(takenEmail);
    let settled = false;
    void checks.check('email').then(() => (settled = true));
    answer('new@example.com');
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    expect(checks.state('email')).toBeUndefined();
  });

  it('never asks about a blank answer', async () => {
    const { checks, server } = setUp();
    await checks.check('email');
    expect(server.calls).toHaveLength(0);
    expect(checks.state('email')).toBeUndefined();
  });
});
