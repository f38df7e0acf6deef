import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { compileForm } from '../index.ts';
import { sampleValuesBefore } from '../testing.ts';
import { sampleForm } from '../test-kit/sampleForm.ts';
import { testKit } from '../test-kit/testKit.ts';
import { renderWizard } from '../test-kit/renderWizard.tsx';

const form = compileForm(testKit, sampleForm);
const step2Ready = sampleValuesBefore(form, 1);
const allReady = sampleValuesBefore(form, 3);

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('FormWizard', () => {
  it('renders the fields of the current step only, with labels, names and input types', async () => {
    renderWizard(form);
    await heading('About You');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('name', 'fullName');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('combobox', { name: 'Favourite colour' })).toBeRequired();
    expect(screen.queryByRole('textbox', { name: 'Notes' })).not.toBeInTheDocument();
    expect(screen.getByText('Fields marked * are required.')).toBeVisible();
    expect(screen.getByText('Step 1 of 3')).toBeVisible();
    expect(screen.getByText('33% complete')).toBeVisible();
  });

  it('opens Next on the keystroke that fills the last required field', async () => {
    const { user } = renderWizard(form);
    await heading('About You');
    const next = screen.getByRole('button', { name: 'Next' });
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ana');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Favourite colour' }), 'blue');
    expect(next).toHaveAccessibleDescription('To continue, complete: Email.');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a');
    expect(next).not.toHaveAttribute('aria-disabled');
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    expect(next).toHaveAttribute('aria-disabled', 'true');
  });

  it('does nothing but explain when the unavailable Next is activated', async () => {
    const { user } = renderWizard(form);
    await heading('About You');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('About You');
    expect(screen.getByRole('region', { name: 'There is a problem' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription(
      'To continue, complete: Full name, Email, Favourite colour.',
    );
  });

  it('moves focus to the new step heading and tells the page the step shown, never writing the title', async () => {
    const onStepShown = vi.fn();
    document.title = 'Page title';
    const { user, router } = renderWizard(form, { defaultValues: step2Ready, onStepShown });
    await heading('About You');
    expect(onStepShown).toHaveBeenLastCalledWith({
      index: 0,
      number: 1,
      count: 3,
      title: 'About You',
      hasErrors: false,
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await heading('Extras')).toHaveFocus();
    expect(onStepShown).toHaveBeenLastCalledWith({
      index: 1,
      number: 2,
      count: 3,
      title: 'Extras',
      hasErrors: false,
    });
    expect(document.title).toBe('Page title');
    expect(router.location.search).toBe('?step=2');
    expect(screen.getByText('67% complete')).toBeVisible();
  });

  it('advances on Enter in a text field, as a form does', async () => {
    const { user } = renderWizard(form, { defaultValues: step2Ready });
    await heading('About You');
    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Zoom{Enter}');
    expect(await heading('Extras')).toHaveFocus();
  });

  it('keeps Previous unavailable on the first step and goes back from later ones', async () => {
    const { user } = renderWizard(form, { defaultValues: step2Ready, step: 2 });
    await heading('Extras');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await heading('About You')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('follows the browser history between steps', async () => {
    const { user, router } = renderWizard(form, { defaultValues: step2Ready });
    await heading('About You');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Extras');
    await act(() => router.navigate(-1));
    expect(await heading('About You')).toHaveFocus();
    await act(() => router.navigate(1));
    expect(await heading('Extras')).toHaveFocus();
  });

  it('never lands beyond the first incomplete step, and corrects the URL', async () => {
    const { router } = renderWizard(form, { step: 3 });
    await heading('About You');
    expect(router.location.search).toBe('?step=1');
  });

  it('keeps the URL in range', async () => {
    const { router } = renderWizard(form, { step: 99, defaultValues: allReady });
    await heading('Consent');
    expect(router.location.search).toBe('?step=3');
  });

  it('returns to a completed step from the stepper, and offers no step beyond the first incomplete', async () => {
    const { user } = renderWizard(form, { defaultValues: step2Ready, step: 1 });
    await heading('About You');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Extras');
    const steps = screen.getByRole('navigation', { name: 'Form steps' });
    expect(within(steps).getByRole('button', { name: 'Extras' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(steps).getByRole('button', { name: 'Consent' })).toBeDisabled();
    await user.click(within(steps).getByRole('button', { name: 'About You, completed' }));
    expect(await heading('About You')).toHaveFocus();
  });

  it('reaches the steps it offers with Tab, in order, and opens one with Enter', async () => {
    const { user } = renderWizard(form, { defaultValues: step2Ready, step: 2 });
    await heading('Extras');
    const steps = screen.getByRole('navigation', { name: 'Form steps' });
    const step = (name: string) => within(steps).getByRole('button', { name });
    // The steps are a list of the form's steps, the current one marked as such.
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(step('Extras')).toHaveAttribute('aria-current', 'step');
    expect(step('About You')).not.toHaveAttribute('aria-current');
    step('About You').focus();
    await user.tab();
    expect(step('Extras')).toHaveFocus();
    // Consent is beyond the first incomplete step: disabled, so Tab goes past it into the step.
    await user.tab();
    expect(steps).not.toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(step('Extras')).toHaveFocus();
    await user.tab({ shift: true });
    expect(step('About You')).toHaveFocus();
    // Moving the focus never changes the step; Enter does.
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Extras');
    await user.keyboard('{Enter}');
    expect(await heading('About You')).toHaveFocus();
  });

  it('marks a step done only once it was visited and is complete', async () => {
    const { user } = renderWizard(form, { defaultValues: allReady, step: 1 });
    await heading('About You');
    const steps = screen.getByRole('navigation', { name: 'Form steps' });
    // Extras is complete (its answers came with the form) but was never shown.
    expect(within(steps).getByRole('button', { name: 'Extras' })).toBeEnabled();
    expect(screen.getByText('Step 1 of 3 · About You')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Extras');
    expect(within(steps).getByRole('button', { name: 'About You, completed' })).toBeEnabled();
    expect(within(steps).getByRole('button', { name: 'Extras' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Consent');
    expect(within(steps).getByRole('button', { name: 'Extras, completed' })).toBeEnabled();
  });

  it('reviews every earlier answer on the last step, with Change buttons', async () => {
    const { user } = renderWizard(form, {
      step: 3,
      defaultValues: {
        ...allReady,
        nickname: '  ',
        color: 'blue',
        days: ['tue', 'mon'],
        notes: '',
        phone: '',
        birthday: '2012-03-04',
      },
    });
    await heading('Consent');
    const review = screen.getByRole('region', { name: 'Check your answers' });
    const about = within(review).getByRole('region', { name: 'About You' });
    expect(within(about).getByText('Favourite colour').nextSibling).toHaveTextContent('Blue');
    expect(within(about).queryByRole('term', { name: 'Nickname' })).not.toBeInTheDocument();
    expect(within(about).getByText('Not provided: Nickname.')).toBeVisible();
    const extras = within(review).getByRole('region', { name: 'Extras' });
    expect(within(extras).getByText('Days').nextSibling).toHaveTextContent('Monday, Tuesday');
    expect(within(extras).getByText('Birthday').nextSibling).toHaveTextContent('March 4, 2012');
    // Empty optional answers are said once for the step, not once per field.
    expect(within(extras).getByText('Not provided: Notes, Phone.')).toBeVisible();
    await user.click(within(review).getByRole('button', { name: 'Change Extras' }));
    expect(await heading('Extras')).toHaveFocus();
  });
});
