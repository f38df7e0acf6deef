/**
 * A step that comes and goes (a step's `visibleWhen`) through the wizard, as a person meets it:
 * gone, it is not in the stepper, not counted in "Step n of N" nor in the URL's step numbers, not
 * reviewed and not submitted; answered back, it returns with its answers.
 */
import { act, renderHook, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createCompletionTracker } from '../gate/createCompletionTracker.ts';
import { guardian } from '../test-kit/guardianForm.ts';
import { renderWizard } from '../test-kit/renderWizard.tsx';
import { useStepCorrection } from './useStepCorrection.ts';

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const stepper = () => screen.getByRole('navigation', { name: 'Form steps' });
/** The steps the stepper lists, by their visible titles. */
const listedSteps = () =>
  within(stepper())
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d/, '').replace(', completed', ''));
const progress = () => screen.getByRole('progressbar', { name: 'Form progress' });

describe('a step that comes and goes', () => {
  it('is counted only while it shows: stepper, "Step n of N", percent, URL, review and values', async () => {
    const onSubmit = vi.fn();
    const { user, router } = renderWizard(guardian, { onSubmit });
    await heading('Player');
    // Not answered yet: the guardian's step is gone.
    expect(listedSteps()).toEqual(['Player', 'Kit', 'Agreement']);
    expect(screen.getByText('Step 1 of 3')).toBeVisible();
    expect(screen.getByText('Step 1 of 3 · Player')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 1 of 3, 33% complete');

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    await user.click(screen.getByRole('radio', { name: 'Under 18' }));
    expect(listedSteps()).toEqual(['Player', 'Parent or guardian', 'Kit', 'Agreement']);
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 1 of 4, 25% complete');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Parent or guardian');
    expect(router.location.search).toBe('?step=2');
    expect(screen.getByText('Step 2 of 4')).toBeVisible();
    // Shown, its required fields gate it.
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Guardian name' }), 'Rosa');
    await user.type(screen.getByRole('textbox', { name: 'Guardian phone' }), '555 0100');
    await user.click(screen.getByRole('checkbox', { name: 'Lives at the same address' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Kit');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Agreement');
    expect(router.location.search).toBe('?step=4');
    expect(screen.getByRole('region', { name: 'Parent or guardian' })).toHaveTextContent('Rosa');

    // Answered so the step goes: it leaves the stepper, the count and the review.
    await user.click(screen.getByRole('button', { name: 'Change Age group' }));
    await heading('Player');
    await user.click(screen.getByRole('radio', { name: '18 or over' }));
    expect(listedSteps()).toEqual(['Player', 'Kit', 'Agreement']);
    expect(screen.getByText('Step 1 of 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save and return to review' }));
    await heading('Agreement');
    expect(router.location.search).toBe('?step=3');
    expect(screen.getByText('Step 3 of 3')).toBeVisible();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByRole('region', { name: 'Parent or guardian' })).toBeNull();
    expect(screen.queryByText(/Rosa/)).toBeNull();

    // Answered back: it returns, with its answers, in the stepper, the count and the review.
    await user.click(screen.getByRole('button', { name: 'Change Age group' }));
    await heading('Player');
    await user.click(screen.getByRole('radio', { name: 'Under 18' }));
    expect(listedSteps()).toEqual(['Player', 'Parent or guardian', 'Kit', 'Agreement']);
    await user.click(screen.getByRole('button', { name: 'Save and return to review' }));
    await heading('Agreement');
    expect(screen.getByText('Step 4 of 4')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Parent or guardian' })).toHaveTextContent('Rosa');

    await user.click(screen.getByRole('checkbox', { name: 'I accept the rules' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ana',
      age: 'minor',
      guardianName: 'Rosa',
      guardianPhone: '555 0100',
      sameAddress: true,
      shirt: '',
      rules: true,
    });
  });

  it('is passed over by Next and Previous, and its answers are not submitted, while it is gone', async () => {
    const onSubmit = vi.fn();
    const { user, router } = renderWizard(guardian, {
      onSubmit,
      defaultValues: { guardianName: 'Rosa' },
    });
    await heading('Player');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    await user.click(screen.getByRole('radio', { name: '18 or over' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Kit');
    expect(router.location.search).toBe('?step=2');
    expect(screen.getByText('Step 2 of 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await heading('Player');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Kit');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Agreement');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the rules' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', age: 'adult', shirt: '', rules: true });
  });

  it("opens a URL's step number among the steps that show", async () => {
    renderWizard(guardian, {
      step: 3,
      defaultValues: { name: 'Ana', age: 'adult', rules: true },
    });
    // Step 3 of the three that show is the agreement, the form's fourth step.
    await heading('Agreement');
    expect(screen.getByText('Step 3 of 3')).toBeVisible();
  });
});

describe('step correction when a step before the person goes away', () => {
  it('keeps them on their step and corrects its number in place', () => {
    const tracker = createCompletionTracker(guardian, {
      name: 'Ana',
      age: 'minor',
      guardianName: 'Rosa',
      guardianPhone: '555 0100',
      sameAddress: true,
    });
    const goToStep = vi.fn();
    // On the kit (the third of four steps shown), when answers arrive that remove the guardian's.
    const { result } = renderHook(
      ({ requested }) => useStepCorrection(requested, tracker, goToStep),
      {
        initialProps: { requested: 2 },
      },
    );
    expect(result.current.stepIndex).toBe(2);
    act(() => tracker.update('age', 'adult'));
    expect(result.current).toMatchObject({ stepIndex: 2, position: 1, shown: [0, 2, 3] });
    expect(goToStep).toHaveBeenLastCalledWith(1, { replace: true });
  });
});
