/**
 * The confirmation after Submit (issue 28 §2, §3), on a small inline form: it opens on its outcome
 * (a panel with the success message and when, where focus lands), the step chrome gives way to
 * it, after a reload too; it says what this tab still keeps and removes it on one press, after
 * which the outcome stays without the answers.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { compileForm } from '../compiler/compileForm.ts';
import { createFormKit } from '../kind/createFormKit.ts';
// The built-in kinds as a form's author takes them: the wizard's room does not import kinds/.
import { consentKinds, textKinds } from 'stepform/kinds';
import type { AnswerPersistence } from '../index.ts';
import { memoryPersistence } from '../test-kit/memoryPersistence.ts';
import { spanishWizardWords } from '../locales/es.ts';
import type { WizardMessages } from '../locales/wizardMessages.ts';
import { FormWizard } from './FormWizard.tsx';

const kit = createFormKit({ kinds: { ...textKinds, ...consentKinds } });
const form = compileForm(
  kit,
  kit.defineForm({
    id: 'club',
    title: 'Join the club',
    steps: [
      {
        id: 'you',
        title: 'About you',
        fields: [
          { name: 'name', kind: 'text', label: 'Name', required: true },
          { name: 'allergies', kind: 'textarea', label: 'Allergies' },
        ],
      },
      {
        id: 'rules',
        title: 'Rules',
        fields: [{ name: 'rules', kind: 'consent', label: 'I accept the rules', required: true }],
      },
    ],
  }),
);
const answers = { name: 'Ana Ruiz', allergies: 'Peanuts', rules: true };
const words = { submit: 'Join', success: 'Welcome to the club!' };

function renderClub(
  options: { persistence?: AnswerPersistence; messages?: Partial<WizardMessages> } = {},
) {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const view = render(
    <FormWizard
      form={form}
      onSubmit={onSubmit}
      messages={options.messages ?? words}
      // Kept answers come back from the persistence, as after a reload on the last step.
      defaultValues={options.persistence ? undefined : answers}
      step={1}
      persistence={options.persistence}
      confirmation={<p>We will call you.</p>}
    />,
  );
  return { user, onSubmit, ...view };
}

const outcome = (name = words.success) => screen.findByRole('region', { name });

describe('the confirmation after Submit', () => {
  it('opens on its outcome: the panel has focus, the message is an alert, with the date and time', async () => {
    const { user } = renderClub();
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    const panel = await outcome();
    expect(panel).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(words.success);
    expect(panel).toHaveTextContent(/Submitted on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M\./);
    // What happens next, then the read-only copy, follow it in that order.
    const next = screen.getByText('We will call you.');
    const copy = screen.getByRole('heading', { name: 'Your answers' });
    expect(panel.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(next.compareDocumentPosition(copy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The step chrome gives way: no progress bar, no stepper, no "Step 2 of 2".
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Form steps' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Step 2 of 2/)).not.toBeInTheDocument();
    // No reference number: nothing was sent anywhere.
    expect(panel).not.toHaveTextContent(/reference/i);
  });

  it('says when in the wizard’s language', async () => {
    const { user } = renderClub({ messages: { ...spanishWizardWords, ...words } });
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await outcome()).toHaveTextContent(
      /Fecha de envío: \d{1,2} de \w+ de \d{4}\D+\d{1,2}:\d{2}/,
    );
  });

  it('comes back after a reload with the panel first and no step chrome', async () => {
    const persistence = memoryPersistence({ values: answers, step: 1, visited: [0, 1] });
    const first = renderClub({ persistence });
    await first.user.click(await screen.findByRole('button', { name: 'Join' }));
    const submittedAt = persistence.stored?.submittedAt;
    expect(submittedAt).toEqual(expect.any(String));
    first.unmount();

    renderClub({ persistence });
    const panel = await outcome();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(panel.querySelector('time')).toHaveAttribute(
      'datetime',
      new Date(submittedAt!).toISOString(),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your answers' })).toBeVisible();
  });

  it('says what this tab keeps, and removes it on one press: the outcome stays, the answers go', async () => {
    const persistence = memoryPersistence({ values: answers, step: 1, visited: [0, 1] });
    const { user } = renderClub({ persistence });
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    await outcome();
    // What the page says matches what is kept: every answer, until removed or the tab closes.
    const kept = screen.getByRole('region', { name: 'Your answers on this device' });
    expect(kept).toHaveTextContent(/kept in this browser tab/);
    expect(kept).toHaveTextContent(/until you close the tab or remove it/);
    expect(persistence.stored?.values).toMatchObject(answers);

    await user.click(screen.getByRole('button', { name: 'Remove my answers from this device' }));
    expect(persistence.stored).toBeUndefined();
    const removed = await screen.findByRole('status');
    expect(removed).toHaveTextContent('Your answers have been removed from this device.');
    expect(removed).toHaveFocus();
    expect(await outcome()).toBeVisible();
    expect(screen.getByText('We will call you.')).toBeVisible();
    // Nothing of the answers is left on the page, nor a way to edit what is gone.
    expect(screen.queryByText('Ana Ruiz')).not.toBeInTheDocument();
    expect(screen.queryByText('Peanuts')).not.toBeInTheDocument();
    // The form behind the outcome (hidden until a new form starts) holds nothing either.
    expect(document.querySelector('input[name="name"]')).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Your answers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit answers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your answers on this device' })).toBeNull();

    // A new form, straight away (nothing left to lose), empty, on its first step.
    await user.click(screen.getByRole('button', { name: 'Start a new form' }));
    expect(await screen.findByRole('heading', { name: 'About you' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(persistence.stored).toBeUndefined();
  });

  it('offers no removal where nothing is kept (no persistence)', async () => {
    const { user } = renderClub();
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    await outcome();
    expect(screen.queryByRole('button', { name: /Remove my answers/ })).not.toBeInTheDocument();
  });
});
