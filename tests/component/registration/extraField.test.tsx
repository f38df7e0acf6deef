/**
 * The promise of the schema: a field added to it is rendered and gated by the wizard with no
 * other code change. Here a copy of the real schema gains a required field on step 3. Its name is
 * not form-schema/README.md's example (`jerseyNumber`), so following it never clashes with this test.
 */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { registrationForm } from '../../../form-schema/registration';
import { registrationKit } from '../../../form-schema/registrationKit';
import { compileForm, type FormSpec } from 'stepform';
import { sampleStepValues, sampleValuesBefore } from 'stepform/testing';
import { renderWizard } from '../../../src/form-engine/test-kit/renderWizard.tsx';

const extendedStep = 2;
const extended: FormSpec = {
  ...registrationForm,
  steps: registrationForm.steps.map((step, index) =>
    index === extendedStep
      ? {
          ...step,
          fields: [
            ...step.fields,
            { name: 'testOnlyShirtSize', kind: 'text', label: 'Shirt size', required: true },
          ],
        }
      : step,
  ),
};

it('renders a required field added to step 3 and gates Next on it', async () => {
  const form = compileForm(registrationKit, extended);
  const { testOnlyShirtSize: _, ...stepValues } = sampleStepValues(form, extendedStep);
  const { user } = renderWizard(form, {
    step: extendedStep + 1,
    defaultValues: {
      ...sampleValuesBefore(form, extendedStep),
      ...stepValues,
      testOnlyShirtSize: '',
    },
  });

  const shirtSize = await screen.findByRole('textbox', { name: 'Shirt size' });
  expect(shirtSize).toBeRequired();
  expect(shirtSize).toHaveAttribute('name', 'testOnlyShirtSize');
  const next = screen.getByRole('button', { name: 'Next' });
  expect(next).toHaveAttribute('aria-disabled', 'true');
  expect(next).toHaveAccessibleDescription('To continue, complete: Shirt size.');

  await user.type(shirtSize, 'M');
  expect(next).not.toHaveAttribute('aria-disabled');
  await user.click(next);
  const following = extended.steps[extendedStep + 1]!.title;
  expect(await screen.findByRole('heading', { level: 2, name: following })).toHaveFocus();
});
