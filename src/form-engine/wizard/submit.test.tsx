/**
 * Submit: onSubmit is called once, even on a double click, and the answers are shown read-only
 * after it. An `onSubmit` that returns a promise: Submit is busy while it is pending and cannot
 * submit twice; a rejection says so in an alert and keeps every answer; a resolution shows the
 * success alert.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { compileForm } from '../index.ts';
import { sampleValuesBefore } from '../testing.ts';
import { sampleForm } from '../test-kit/sampleForm.ts';
import { testKit } from '../test-kit/testKit.ts';
import { renderWizard, successMessage } from '../test-kit/renderWizard.tsx';

const form = compileForm(testKit, sampleForm);
const allReady = sampleValuesBefore(form, 3);

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('submit', () => {
  it('calls onSubmit once even on a double click, shows the message and keeps the values', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWizard(form, {
      step: 3,
      defaultValues: { ...allReady, terms: false },
      onSubmit,
    });
    await heading('Consent');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.dblClick(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(successMessage);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ ...allReady, terms: true });
    await user.click(send);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the answers read-only after submit, with Edit answers and Print', async () => {
    const onSubmit = vi.fn();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderWizard(form, { step: 3, defaultValues: allReady, onSubmit });
    await heading('Consent');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // Issue 28: the confirmation opens on its outcome, a panel with the time, where focus lands.
    expect(await screen.findByRole('region', { name: successMessage })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(successMessage);
    expect(
      screen.getByText(/^Submitted on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M\.$/),
    ).toBeVisible();
    expect(await heading('Your answers')).toBeVisible();
    // Every step, the agreements too, and nothing to change or submit.
    for (const title of ['About You', 'Extras', 'Consent']) {
      expect(screen.getByRole('region', { name: title })).toBeVisible();
    }
    expect(screen.queryByRole('button', { name: /^Change/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Edit answers' }));
    expect(await heading('Consent')).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(successMessage);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    print.mockRestore();
  });
});

/** A promise the test settles when it chooses. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

async function openLastStep(onSubmit: () => Promise<unknown>) {
  const view = renderWizard(form, { step: 3, defaultValues: allReady, onSubmit });
  await screen.findByRole('heading', { level: 2, name: 'Consent' });
  return view;
}

describe('an asynchronous onSubmit', () => {
  it('is busy while pending, cannot submit twice, then shows the success alert', async () => {
    const pending = deferred();
    const onSubmit = vi.fn(() => pending.promise);
    const { user } = await openLastStep(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const busy = await screen.findByRole('button', { name: 'Submitting…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    pending.resolve();
    expect(await screen.findByRole('alert')).toHaveTextContent(successMessage);
    // The read-only copy replaces the form: nothing is left to press twice.
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit answers' })).toBeVisible();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says so when it rejects, keeps every answer, and lets the person submit again', async () => {
    const first = deferred();
    const onSubmit = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(undefined);
    const { user } = await openLastStep(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Submitting…' });

    first.reject(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your answers could not be submitted. They are all still here: please try again.',
    );
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).not.toHaveAttribute('aria-disabled');

    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(successMessage);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining(allReady));
  });
});
