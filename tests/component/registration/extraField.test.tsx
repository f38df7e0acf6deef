/**
 * The promise of the schema: a field added to it is rendered and gated by the wizard with no
 * other code change. Here a copy of the real schema gains a required field on step 3.
 */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { registrationForm } from '../../../form-schema/registration';
import { compileForm, type FormSpec } from '../../../src/form-engine';
import { sampleStepValues, sampleValuesBefore } from '../../../src/form-engine/testing';
import { renderWizard } from '../../support/renderWizard';

const extended: FormSpec = {
  ...registrationForm,
  steps: registrationForm.steps.map((step, index) =>
    index === 2
      ? {
          ...step,
          fields: [
            ...step.fields,
            { name: 'jerseyNumber', kind: 'text', label: 'Jersey number', required: true },
          ],
        }
      : step,
  ),
};

it('renders a required field added to step 3 and gates Next on it', async () => {
  const form = compileForm(extended);
  const { jerseyNumber: _, ...stepValues } = sampleStepValues(form, 2);
  const { user } = renderWizard(form, {
    step: 3,
    defaultValues: { ...sampleValuesBefore(form, 2), ...stepValues, jerseyNumber: '' },
  });

  const jersey = await screen.findByRole('textbox', { name: 'Jersey number' });
  expect(jersey).toBeRequired();
  expect(jersey).toHaveAttribute('name', 'jerseyNumber');
  const next = screen.getByRole('button', { name: 'Next' });
  expect(next).toHaveAttribute('aria-disabled', 'true');
  expect(next).toHaveAccessibleDescription('To continue, complete: Jersey number.');

  await user.type(jersey, '23');
  expect(next).not.toHaveAttribute('aria-disabled');
  await user.click(next);
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Health Information' }),
  ).toHaveFocus();
});
