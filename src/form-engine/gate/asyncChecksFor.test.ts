/**
 * The checks that wait, as the wizard gets them: a form with none gets nothing to load, and a
 * check asked before the code has arrived is pending meanwhile (so Next waits), then runs.
 */
import { describe, expect, it } from 'vitest';
import { compileForm, createFormKit } from '../index.ts';
import { textKinds } from '../kinds.ts';
import { emailCheckForm as emailForm } from '../test-kit/emailCheckForm.ts';
import { asyncChecksFor } from './asyncChecksFor.ts';
import { createCompletionTracker } from './createCompletionTracker.ts';

describe('the checks that wait, as the wizard gets them', () => {
  it('are nothing to load for a form without them', async () => {
    const kit = createFormKit({ kinds: textKinds });
    const form = compileForm(
      kit,
      kit.defineForm({
        id: 'plain',
        title: 'Plain',
        steps: [{ id: 'one', title: 'One', fields: [{ name: 'a', kind: 'text', label: 'A' }] }],
      }),
    );
    const checks = asyncChecksFor(
      form,
      createCompletionTracker(form, {}, () => ({})),
      () => ({}),
    );
    expect(checks.waits('a')).toBe(false);
    expect(checks.waitingOn(0)).toEqual([]);
    await expect(checks.checkAll(['a'])).resolves.toBeUndefined();
  });

  it('are pending from the moment they are asked, before their code has arrived', async () => {
    const { checks, tracker } = emailForm();
    expect(checks.waits('email')).toBe(true);
    expect(checks.waitingOn(0)).toEqual(['email']);
    const settled = checks.checkAll(['email']);
    expect(checks.state('email')).toEqual({ status: 'pending' });
    expect(checks.pending()).toEqual(['email']);
    await settled;
    expect(checks.state('email')).toMatchObject({ status: 'failed' });
    expect(checks.pending()).toEqual([]);
    expect(tracker.missingOn(0)).toEqual(['email']);
  });
});
