/**
 * The last step's check of the answers (the GOV.UK pattern): the review comes first, a Change per
 * answer opens its question and "Save and return to review" comes straight back to that row, the
 * gate still holds on the way, and answers that still raise a warning are flagged, never blocking.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { compileForm } from '../../index.ts';
import { testKit } from '../../test-kit/testKit.ts';
import { renderWizard } from '../../test-kit/renderWizard.tsx';

const form = compileForm(
  testKit,
  testKit.defineForm({
    id: 'trip',
    title: 'Trip',
    steps: [
      {
        id: 'you',
        title: 'You',
        fields: [
          { name: 'name', kind: 'text', label: 'Name', required: true },
          {
            name: 'email',
            kind: 'email',
            label: 'E-mail',
            checks: [
              {
                rule: 'pattern',
                args: '@.+\\.',
                level: 'warning',
                message: 'This e-mail has no domain.',
              },
            ],
          },
        ],
      },
      {
        id: 'bags',
        title: 'Bags',
        fields: [{ name: 'bags', kind: 'text', label: 'Bags', required: true }],
      },
      {
        id: 'end',
        title: 'Agree',
        fields: [{ name: 'terms', kind: 'consent', label: 'I agree', required: true }],
      },
    ],
  }),
);
const answers = { name: 'Ana', email: 'ana@example', bags: '2' };

describe('check your answers', () => {
  it('comes first on the last step, flags an answer that may be wrong, and never blocks', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWizard(form, { step: 3, defaultValues: answers, onSubmit });
    const review = await screen.findByRole('region', { name: 'Check your answers' });
    const agreement = screen.getByRole('checkbox', { name: /I agree/ });
    // The review, then the agreement, then Submit, in the order they are read.
    expect(
      review.compareDocumentPosition(agreement) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    const notice = screen.getByRole('region', { name: '1 answer may need a look' });
    expect(notice).toHaveTextContent('E-mail: This e-mail has no domain.');
    expect(within(review).getByText('This e-mail has no domain.')).toBeVisible();

    await user.click(within(notice).getByRole('link', { name: 'E-mail' }));
    expect(screen.getByRole('button', { name: 'Change E-mail' })).toHaveFocus();

    await user.click(agreement);
    // Send asks once about the answer (issue 28 §6), and Submit anyway submits it as it is.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const check = screen.getByRole('region', { name: 'Check these answers?' });
    await user.click(within(check).getByRole('button', { name: 'Submit anyway' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('Change opens the question, and Save and return to review comes straight back to its row', async () => {
    const { user } = renderWizard(form, { step: 3, defaultValues: answers });
    await screen.findByRole('region', { name: 'Check your answers' });
    await user.click(screen.getByRole('button', { name: 'Change Name' }));

    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveFocus();
    const back = screen.getByRole('button', { name: 'Save and return to review' });
    // The gate still holds: an incomplete step cannot return.
    await user.clear(name);
    expect(back).toHaveAttribute('aria-disabled', 'true');
    await user.type(name, 'Bea');
    await user.click(back);

    // Straight back, past the untouched step 2, to the row that was changed.
    await screen.findByRole('region', { name: 'Check your answers' });
    expect(screen.getByRole('button', { name: 'Change Name' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Check your answers' })).toHaveTextContent('Bea');
    expect(screen.queryByRole('button', { name: 'Save and return to review' })).toBeNull();
  });
});
