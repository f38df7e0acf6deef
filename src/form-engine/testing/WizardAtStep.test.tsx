/**
 * `WizardAtStep` (`stepform/testing`): the wizard of any form at one step, in a plain React root
 * (no router), with every earlier step's samples filled in, so a test of one step starts there.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { compileForm } from '../index.ts';
import { sampleValueOf, sampleValuesBefore, WizardAtStep } from '../testing.ts';
import { sampleForm } from '../test-kit/sampleForm.ts';
import { guardian } from '../test-kit/guardianForm.ts';
import { testKit } from '../test-kit/testKit.ts';

const form = compileForm(testKit, sampleForm);
const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('WizardAtStep', () => {
  it('opens at the step asked for, without a router, the earlier steps complete', async () => {
    const user = userEvent.setup();
    const onStepChange = vi.fn();
    render(<WizardAtStep form={form} step={1} onSubmit={vi.fn()} onStepChange={onStepChange} />);
    // The wizard never shows a step beyond the first incomplete one: step 1 holds its samples.
    expect(await heading('Extras')).toBeVisible();
    expect(screen.getByText('Step 2 of 3')).toBeVisible();
    // This step's own answers start empty: only its required field holds it back.
    expect(screen.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription(
      'To continue, complete: Days.',
    );
    // The step stays put (it is the test's to choose); moving asks onStepChange.
    const steps = screen.getByRole('navigation', { name: 'Form steps' });
    await user.click(within(steps).getByRole('button', { name: 'About You' }));
    expect(onStepChange).toHaveBeenLastCalledWith(0);
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onStepChange).toHaveBeenLastCalledWith(2);
  });

  it('takes answers of the step on top of the samples, and submits from the last step', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<WizardAtStep form={form} step={2} values={{ terms: true }} onSubmit={onSubmit} />);
    expect(await heading('Consent')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();
    // The review reads the earlier steps' samples.
    const review = screen.getByRole('region', { name: 'Check your answers' });
    expect(within(review).getByRole('region', { name: 'About You' })).toHaveTextContent(
      sampleValueOf(form, 'fullName') as string,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Thank you. Your answers have been submitted.',
    );
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      ...sampleValuesBefore(form, 2),
      terms: true,
      news: false,
    });
  });

  it("opens a conditional step by the form's index when the values show it", async () => {
    render(<WizardAtStep form={guardian} step={1} values={{ age: 'minor' }} onSubmit={vi.fn()} />);
    expect(await heading('Parent or guardian')).toBeVisible();
    expect(screen.getByText('Step 2 of 4')).toBeVisible();
  });

  it('counts the steps that show: past a step the samples hide', async () => {
    render(<WizardAtStep form={guardian} step={2} onSubmit={vi.fn()} />);
    expect(await heading('Kit')).toBeVisible();
    expect(screen.getByText('Step 2 of 3')).toBeVisible();
  });
});
