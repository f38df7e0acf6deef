/**
 * Conditions over rows through the wizard, as a parent meets them: the Allergies step comes into
 * the stepper and "Step n of N" when a child's row says yes, and goes when it says no; inside a
 * row, the details and the seat question come with that row's answers alone.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWizard } from '../test-kit/renderWizard.tsx';
import { trip } from '../test-kit/tripForm.ts';

const stepper = () => screen.getByRole('navigation', { name: 'Form steps' });
const listedSteps = () =>
  within(stepper())
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d/, '').replace(', completed', ''));
const row = (name: string) => screen.getByRole('group', { name });

describe('a step shown when some row says yes', () => {
  it('comes when a child has allergies, and goes when none has', async () => {
    const { user } = renderWizard(trip);
    await screen.findByRole('heading', { level: 2, name: 'Family' });
    expect(listedSteps()).toEqual(['Family', 'Agreement']);
    expect(screen.getByText('Step 1 of 2')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add a child' }));
    const second = row('Child 2');
    expect(within(second).queryByRole('textbox', { name: /Allergy details/ })).toBeNull();
    await user.click(within(second).getByRole('radio', { name: 'Yes' }));
    expect(listedSteps()).toEqual(['Family', 'Allergies', 'Agreement']);
    expect(screen.getByText('Step 1 of 3')).toBeVisible();
    // The details come in that row only.
    expect(within(second).getByRole('textbox', { name: /Allergy details/ })).toBeVisible();
    expect(within(row('Child 1')).queryByRole('textbox', { name: /Allergy details/ })).toBeNull();

    await user.click(within(second).getByRole('radio', { name: 'No' }));
    expect(listedSteps()).toEqual(['Family', 'Agreement']);
    expect(within(second).queryByRole('textbox', { name: /Allergy details/ })).toBeNull();
  });

  it('asks the seat question in a row by all and not of its answers', async () => {
    const { user } = renderWizard(trip);
    await screen.findByRole('heading', { level: 2, name: 'Family' });
    const first = row('Child 1');
    const seat = () =>
      within(first).queryByRole('checkbox', { name: 'Needs a seat by the driver' });
    await user.selectOptions(within(first).getByRole('combobox', { name: /Grade/ }), '4');
    expect(seat()).toBeVisible();
    await user.click(within(first).getByRole('radio', { name: 'No' }));
    expect(seat()).toBeNull();
  });

  it('walks into the step a row brings, and out of it once its answers are given', async () => {
    const { user } = renderWizard(trip);
    await screen.findByRole('heading', { level: 2, name: 'Family' });
    await user.type(screen.getByRole('textbox', { name: /Parent name/ }), 'Rosa');
    const first = row('Child 1');
    await user.type(within(first).getByRole('textbox', { name: /Name/ }), 'Ana');
    await user.selectOptions(within(first).getByRole('combobox', { name: /Grade/ }), '5');
    await user.click(within(first).getByRole('radio', { name: 'Yes' }));
    await user.type(within(first).getByRole('textbox', { name: /Allergy details/ }), 'Nuts');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Allergies' });
    expect(screen.getByText('Step 2 of 3')).toBeVisible();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.type(screen.getByRole('textbox', { name: /Doctor/ }), '555 0100');
    expect(next).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    await screen.findByRole('heading', { level: 2, name: 'Agreement' });
  });
});
