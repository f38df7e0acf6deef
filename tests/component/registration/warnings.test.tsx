/**
 * The registration's warnings in the wizard (form-schema/README.md "What is the registration's own", its rules): nothing shows while typing; the
 * warning shows once the person leaves the field, in a polite live region that describes the
 * input; Next stays available; a suggested correction is one tap away.
 */
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { FieldSpec } from 'stepform';
import { sampleStepValues, sampleValuesBefore } from 'stepform/testing';
import { usStates } from '../../../form-schema/usStates';
import { registrationIn } from '../../support/registration';
import { renderWizard } from '../../../src/form-engine/test-kit/renderWizard.tsx';

const registration = registrationIn();
const fields = [...registration.fields.values()].map(({ field }) => field);

/**
 * The first field of the schema that `matches`, found by what it is (its rule, its options, its
 * autocomplete token) rather than by its name.
 */
function firstField(what: string, matches: (field: FieldSpec) => boolean): FieldSpec {
  const found = fields.find(matches);
  if (!found) throw new Error(`the registration has no ${what}`);
  return found;
}

const zipCode = firstField('ZIP code', (field) => field.autoComplete === 'postal-code');
const email = firstField('e-mail field with a domain check', (field) =>
  Boolean(field.checks?.some((check) => check.rule === 'emailDomain')),
);
const state = firstField('choice of the states', (field) => field.options === usStates);

/** The wizard at the step of `field`, every answer of the steps up to it sampled, then `overrides`. */
function renderStepOf(field: FieldSpec, overrides: Record<string, unknown>) {
  const stepIndex = registration.fields.get(field.name)!.stepIndex;
  return renderWizard(registration, {
    step: stepIndex + 1,
    defaultValues: {
      ...sampleValuesBefore(registration, stepIndex),
      ...sampleStepValues(registration, stepIndex),
      ...overrides,
    },
  });
}

it('shows a warning only after the field is left, politely, and keeps Next available', async () => {
  const { user } = renderStepOf(zipCode, { [zipCode.name]: '' });
  const zip = await screen.findByRole('textbox', { name: zipCode.label });
  expect(zip).toHaveAttribute('inputmode', 'numeric');
  expect(zip).toHaveAttribute('autocomplete', 'postal-code');

  await user.type(zip, '958');
  expect(screen.queryByText(/A ZIP code has 5 digits/)).toBeNull();
  await user.tab();
  const warning = await screen.findByText(/A ZIP code has 5 digits/, {}, { timeout: 5000 });
  expect(warning.closest('[aria-live="polite"]')).not.toBeNull();
  expect(zip).toHaveAccessibleDescription(/A ZIP code has 5 digits/);
  expect(zip).not.toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');

  // Once shown, it follows the answer: fixing it clears it.
  await user.type(zip, '16');
  expect(screen.queryByText(/A ZIP code has 5 digits/)).toBeNull();
});

it('offers the likely e-mail address with one tap', async () => {
  const { user } = renderStepOf(email, { [email.name]: '' });
  const box = await screen.findByRole('textbox', { name: email.label });
  await user.click(box);
  await user.paste('jane@gmial.com');
  await user.tab();
  await user.click(
    await screen.findByRole('button', { name: 'Did you mean jane@gmail.com?' }, { timeout: 5000 }),
  );
  expect(box).toHaveValue('jane@gmail.com');
  expect(box).toHaveFocus();
  expect(screen.queryByRole('button', { name: /Did you mean/ })).toBeNull();
});

it('offers the state as a choice, California first', async () => {
  renderStepOf(state, {});
  const choice = await screen.findByRole('combobox', { name: state.label });
  const options = within(choice)
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(options.slice(0, 3)).toEqual(['Choose one', 'California', 'Alabama']);
  expect(options).toHaveLength(52);
});
