/**
 * The engine on its own: a two-step form completed in a plain React root, with no router, no
 * navigation adapter and not even the site's theme (the wizard's own step state and MUI's
 * default theme), with a kit of only the kinds it uses.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { compileForm, createFormKit, FormWizard } from '../index.ts';
import { checkboxesKinds, consentKinds, textKinds } from '../kinds.ts';

const kit = createFormKit({ kinds: { ...textKinds, ...checkboxesKinds, ...consentKinds } });

const newsletter = compileForm(
  kit,
  kit.defineForm({
    id: 'newsletter',
    title: 'Newsletter',
    steps: [
      {
        id: 'you',
        title: 'About You',
        fields: [{ name: 'email', kind: 'email', label: 'E-mail', required: true }],
      },
      {
        id: 'topics',
        title: 'Topics',
        fields: [
          {
            name: 'topics',
            kind: 'checkboxes',
            label: 'Topics',
            required: true,
            options: [
              { value: 'camps', label: 'Camps' },
              { value: 'clinics', label: 'Clinics' },
            ],
          },
          { name: 'agree', kind: 'consent', label: 'Send me e-mails', required: true },
        ],
      },
    ],
  }),
);

it('completes the whole wizard without a router', async () => {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<FormWizard form={newsletter} onSubmit={onSubmit} />);

  await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Topics' })).toHaveFocus();
  expect(screen.getByText('Step 2 of 2')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByRole('textbox', { name: 'E-mail' })).toHaveValue('ana@example.com');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await user.click(await screen.findByRole('checkbox', { name: 'Clinics' }));
  await user.click(screen.getByRole('checkbox', { name: /Send me e-mails/ }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Thank you. Your answers have been submitted.',
  );
  expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
    email: 'ana@example.com',
    topics: ['clinics'],
    agree: true,
  });
});
