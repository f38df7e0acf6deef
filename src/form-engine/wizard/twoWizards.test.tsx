/**
 * Two wizards on one page, side by side (no router): every DOM id comes from each wizard's
 * `useId`, so labels, descriptions and summary links reach their own wizard's fields only.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { compileForm, FormWizard } from '../index.ts';
import { sampleForm } from '../test-kit/sampleForm.ts';
import { testKit } from '../test-kit/testKit.ts';

const form = compileForm(testKit, sampleForm);

function duplicateIds() {
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  return ids.filter((id, index) => ids.indexOf(id) !== index);
}

it('works side by side, each on its own, with no id twice', async () => {
  const user = userEvent.setup();
  render(
    <>
      <section aria-label="First">
        <FormWizard form={form} onSubmit={() => {}} />
      </section>
      <section aria-label="Second">
        <FormWizard form={form} onSubmit={() => {}} />
      </section>
    </>,
  );
  const first = within(screen.getByRole('region', { name: 'First' }));
  const second = within(screen.getByRole('region', { name: 'Second' }));
  await first.findByRole('heading', { level: 2, name: 'About You' });
  expect(duplicateIds()).toEqual([]);

  // The first wizard moves on; the second stays where it is, untouched.
  await user.type(first.getByRole('textbox', { name: 'Full name' }), 'Ana');
  await user.type(first.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
  await user.selectOptions(first.getByRole('combobox', { name: 'Favourite colour' }), 'red');
  await user.click(first.getByRole('button', { name: 'Next' }));
  expect(await first.findByRole('heading', { level: 2, name: 'Extras' })).toHaveFocus();
  expect(second.getByRole('heading', { level: 2, name: 'About You' })).toBeVisible();
  expect(second.getByRole('textbox', { name: 'Full name' })).toHaveValue('');

  // The second shows its own error summary; its links reach its own fields.
  await user.click(second.getByRole('button', { name: 'Next' }));
  const summary = second.getByRole('region', { name: 'There is a problem' });
  expect(summary).toHaveFocus();
  expect(first.queryByRole('region', { name: 'There is a problem' })).not.toBeInTheDocument();
  await user.click(within(summary).getByRole('link', { name: 'Email is required' }));
  expect(second.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  expect(duplicateIds()).toEqual([]);
});
