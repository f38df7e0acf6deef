/**
 * The registration's warnings in the wizard (form-schema/README.md "What is the registration's own", its rules): nothing shows while typing; the
 * warning shows once the person leaves the field, in a polite live region that describes the
 * input; Next stays available; a suggested correction is one tap away.
 */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { registrationIn } from '../../support/registration';
import { sampleStepValues } from 'stepform/testing';
import { renderWizard } from '../../../src/form-engine/test-kit/renderWizard.tsx';

const registration = registrationIn();

function renderStep1(overrides: Record<string, string>) {
  return renderWizard(registration, {
    defaultValues: { ...sampleStepValues(registration, 0), ...overrides },
  });
}

it('shows a warning only after the field is left, politely, and keeps Next available', async () => {
  const { user } = renderStep1({ zipCode: '' });
  const zip = await screen.findByRole('textbox', { name: 'ZIP code' });
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
  const { user } = renderStep1({ email: '' });
  const email = await screen.findByRole('textbox', { name: 'Email' });
  await user.click(email);
  await user.paste('jane@gmial.com');
  await user.tab();
  await user.click(
    await screen.findByRole('button', { name: 'Did you mean jane@gmail.com?' }, { timeout: 5000 }),
  );
  expect(email).toHaveValue('jane@gmail.com');
  expect(email).toHaveFocus();
  expect(screen.queryByRole('button', { name: /Did you mean/ })).toBeNull();
});

it('offers State as a choice, California first', async () => {
  renderStep1({});
  const state = await screen.findByRole('combobox', { name: 'State' });
  const options = [...state.querySelectorAll('option')].map((option) => option.textContent);
  expect(options.slice(0, 3)).toEqual(['Choose one', 'California', 'Alabama']);
  expect(options).toHaveLength(52);
});
