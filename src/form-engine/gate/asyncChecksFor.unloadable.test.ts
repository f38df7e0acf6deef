/**
 * The checks that wait when their code cannot be loaded (a deploy while the tab is open, a lost
 * link): each asked check could not be made, and blocks or lets the person go on as it says.
 */
import { describe, expect, it, vi } from 'vitest';
import { emailCheckForm as emailForm } from '../test-kit/emailCheckForm.ts';

vi.mock('./createAsyncChecks.ts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('the checks that wait, when their code cannot be loaded', () => {
  it('could not be made, and block the step where the check says so', async () => {
    const { checks, tracker } = emailForm('block');
    await checks.checkAll(['email']);
    expect(checks.state('email')).toEqual({ status: 'unavailable', blocks: true });
    expect(checks.pending()).toEqual([]);
    expect(tracker.missingOn(0)).toEqual(['email']);
  });

  it('let the person go on, listed as not checked, where the check allows it', async () => {
    const { checks, tracker } = emailForm('allow');
    await checks.checkAll(['email']);
    expect(checks.state('email')).toEqual({ status: 'unavailable', blocks: false });
    expect(checks.unchecked()).toEqual(['email']);
    expect(tracker.missingOn(0)).toEqual([]);
  });
});
