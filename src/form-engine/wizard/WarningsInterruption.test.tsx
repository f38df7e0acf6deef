/**
 * Before Submit, answers that still raise a warning interrupt once (issue 28 §6, GOV.UK's
 * interruption page), on a small inline form: "Check these answers?" names each such answer with
 * its warning and a Change to its question, and Submit anyway goes through; warnings never block.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { compileForm } from '../compiler/compileForm.ts';
import { createFormKit } from '../kind/createFormKit.ts';
// The built-in kinds as a form's author takes them: the wizard's room does not import kinds/.
import { consentKinds, textKinds } from 'stepform/kinds';
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
          {
            name: 'zip',
            kind: 'text',
            label: 'ZIP code',
            checks: [
              {
                rule: 'pattern',
                args: '^\\d{5}$',
                level: 'warning',
                message: 'A ZIP has 5 digits.',
              },
            ],
          },
          {
            name: 'phone',
            kind: 'tel',
            label: 'Phone',
            checks: [
              { rule: 'minLength', args: 10, level: 'warning', message: 'A phone has 10 digits.' },
            ],
          },
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
const words = { submit: 'Join', success: 'Welcome to the club!' };

function renderClub(values: Record<string, unknown>, messages: Partial<WizardMessages> = words) {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(
    <FormWizard
      form={form}
      onSubmit={onSubmit}
      messages={messages}
      defaultValues={{ name: 'Ana', rules: true, ...values }}
    />,
  );
  return { user, onSubmit };
}

/** From step 1 to the last step, as a person would: Next. */
async function toLastStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { level: 2, name: 'Rules' });
}

const interruption = (name = 'Check these answers?') => screen.findByRole('region', { name });

describe('Submit with answers that raise a warning', () => {
  it('interrupts once, names each answer with its warning and a Change, and submits anyway', async () => {
    const { user, onSubmit } = renderClub({ zip: '958', phone: '916555012' });
    await toLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Join' }));

    const check = await interruption();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(check).getByRole('heading', { name: 'Check these answers?' })).toHaveFocus();
    expect(check).toHaveTextContent('These answers look unusual.');
    const terms = within(check).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['ZIP code', 'Phone']);
    expect(check).toHaveTextContent('958');
    expect(check).toHaveTextContent('A ZIP has 5 digits.');
    expect(check).toHaveTextContent('A phone has 10 digits.');
    expect(within(check).getByRole('button', { name: 'Change ZIP code' })).toBeVisible();
    // The form's own Submit is out of the way; Submit anyway stands in for it.
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();

    await user.click(within(check).getByRole('button', { name: 'Submit anyway' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words.success);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ zip: '958' }));
    expect(screen.queryByRole('region', { name: 'Check these answers?' })).not.toBeInTheDocument();
  });

  it('Change opens the question, and the way back to the review asks nothing more', async () => {
    const { user, onSubmit } = renderClub({ zip: '958' });
    await toLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const check = await interruption();
    expect(
      within(check)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['ZIP code']);
    expect(check).toHaveTextContent('This answer looks unusual.');

    await user.click(within(check).getByRole('button', { name: 'Change ZIP code' }));
    const zip = await screen.findByRole('textbox', { name: 'ZIP code' });
    expect(zip).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Check these answers?' })).not.toBeInTheDocument();
    await user.clear(zip);
    await user.type(zip, '95814');
    await user.click(screen.getByRole('button', { name: 'Save and return to review' }));
    await screen.findByRole('heading', { level: 2, name: 'Rules' });

    // Resolved: Submit goes straight through.
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words.success);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('Back to check your answers returns to the last step; the same warnings do not ask again', async () => {
    const { user, onSubmit } = renderClub({ zip: '958' });
    await toLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await user.click(
      within(await interruption()).getByRole('button', { name: 'Back to check your answers' }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Rules' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words.success);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not interrupt when no answer raises a warning', async () => {
    const { user, onSubmit } = renderClub({ zip: '95814', phone: '' });
    await toLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words.success);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish with the Spanish words', async () => {
    const { user } = renderClub({ zip: '958' }, { ...spanishWizardWords, ...words });
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { level: 2, name: 'Rules' });
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const check = await interruption('¿Revisar estas respuestas?');
    expect(within(check).getByRole('button', { name: 'Enviar de todos modos' })).toBeVisible();
    expect(within(check).getByRole('button', { name: 'Cambiar: ZIP code' })).toBeVisible();
  });
});
