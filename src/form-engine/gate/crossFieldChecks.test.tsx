/**
 * A check that reads another answer (a kit rule, `after`: the end date after the start date):
 * the gate follows both answers. Changing the answer the check reads re-runs the check, so moving
 * the start past the end closes the gate at once, and Next then says why, under the end date and
 * in the summary.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compileForm, createFormKit } from '../index.ts';
import { consentKinds, textKinds } from '../kinds.ts';
import { renderWizard } from '../test-kit/renderWizard.tsx';

const kit = createFormKit({
  kinds: { ...textKinds, ...consentKinds },
  rules: {
    /** The answer comes after the answer of the field `other` names (ISO dates compare as text). */
    after: (value: unknown, values: Readonly<Record<string, unknown>>, other: string) => {
      const before = values[other];
      return typeof before !== 'string' || before === '' || String(value) > before;
    },
  },
});

const endMessage = 'The end date must be after the start date';

const form = compileForm(
  kit,
  kit.defineForm({
    id: 'trip',
    title: 'Trip',
    steps: [
      {
        id: 'dates',
        title: 'Your Dates',
        fields: [
          { name: 'start', kind: 'date', label: 'Start date', required: true },
          {
            name: 'end',
            kind: 'date',
            label: 'End date',
            required: true,
            checks: [{ rule: 'after', args: 'start', level: 'error', message: endMessage }],
            sample: '2031-01-01',
          },
        ],
      },
      {
        id: 'done',
        title: 'Done',
        fields: [{ name: 'ok', kind: 'consent', label: 'All correct', required: true }],
      },
    ],
  }),
);

const next = () => screen.getByRole('button', { name: 'Next' });
const startInput = () => screen.getByLabelText(/^Start date/);
const endInput = () => screen.getByLabelText(/^End date/);

describe('a check that reads another answer', () => {
  // Typing dates key by key through MUI in jsdom is slow on a busy machine.
  it(
    'closes the gate when the answer it reads changes, and says why under the field',
    { timeout: 60_000 },
    async () => {
      const { user } = renderWizard(form);
      await screen.findByRole('heading', { level: 2, name: 'Your Dates' });
      await user.type(startInput(), '2025-06-01');
      await user.type(endInput(), '2025-06-10');
      expect(startInput()).toHaveValue('2025-06-01');
      expect(endInput()).toHaveValue('2025-06-10');
      expect(next()).not.toHaveAttribute('aria-disabled');

      // Only the start changes: the end's check, which reads it, runs again.
      await user.clear(startInput());
      await user.type(startInput(), '2025-06-20');
      expect(startInput()).toHaveValue('2025-06-20');
      expect(next()).toHaveAttribute('aria-disabled', 'true');
      expect(next()).toHaveAccessibleDescription('To continue, correct: End date.');

      await user.click(next());
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Your Dates');
      const summary = screen.getByRole('region', { name: 'There is a problem' });
      expect(summary).toHaveFocus();
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([endMessage]);
      expect(endInput()).toHaveAttribute('aria-invalid', 'true');
      expect(endInput()).toHaveAccessibleDescription(endMessage);
      expect(startInput()).not.toHaveAttribute('aria-invalid');

      // Moving the start back before the end opens the gate again and takes the message away.
      await user.clear(startInput());
      await user.type(startInput(), '2025-06-05');
      expect(next()).not.toHaveAttribute('aria-disabled');
      expect(endInput()).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByRole('region', { name: 'There is a problem' })).not.toBeInTheDocument();
      await user.click(next());
      expect(await screen.findByRole('heading', { level: 2, name: 'Done' })).toHaveFocus();
    },
  );
});
