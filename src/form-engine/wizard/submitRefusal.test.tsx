/**
 * When submit's validation refuses what the gate let through, Submit never does nothing: the
 * wizard goes to the step of the field it refused, shows the error summary there naming that
 * field, and does not call onSubmit. The disagreement is forced with a kind whose schema refuses
 * an answer (2) that nothing else refuses: the field is optional (so `required` is satisfied) and
 * has no `error` check, so the live gate never looks at it; only the submit's schema does.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import {
  compileForm,
  createFormKit,
  defineKind,
  FormWizard,
  type CustomFieldSpec,
  type FieldProps,
} from '../index.ts';
import { allKinds, consentKinds, textKinds } from '../kinds.ts';
import { spanishWizardWords } from '../locales/es.ts';
import { renderWizard } from '../test-kit/renderWizard.tsx';

/** One, two or three points, as radio buttons; the value is the number, or null. */
function PointsField({
  field,
  id,
  describedBy,
  invalid,
  value,
}: FieldProps<CustomFieldSpec, number | null>) {
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <legend>{field.label}</legend>
      {[1, 2, 3].map((points) => (
        <label key={points}>
          <input
            type="radio"
            id={points === 1 ? id : undefined}
            name={field.name}
            defaultChecked={value.initial === points}
            onChange={() => value.change(points)}
          />
          {points} points
        </label>
      ))}
    </fieldset>
  );
}

const points = defineKind({
  component: PointsField,
  empty: null as number | null,
  // Stricter than `required`: any number but 2.
  schema: (field: CustomFieldSpec, required: string) => {
    const notTwo = z.number(required).check(z.refine((n) => n !== 2, 'Two points is not allowed'));
    return field.required ? notTwo : z.nullable(notTwo);
  },
  sample: () => 1,
});

const kit = createFormKit({ kinds: { ...textKinds, ...consentKinds, points } });
const form = compileForm(
  kit,
  kit.defineForm({
    id: 'score',
    title: 'Score',
    steps: [
      {
        id: 'game',
        title: 'Your Game',
        fields: [
          { name: 'player', kind: 'text', label: 'Player', required: true },
          { name: 'score', kind: 'points', label: 'Score' },
        ],
      },
      {
        id: 'confirm',
        title: 'Confirm',
        fields: [{ name: 'ok', kind: 'consent', label: 'All correct', required: true }],
      },
    ],
  }),
);

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('a submit whose validation disagrees with the gate', () => {
  // Typing and ticking through both steps with MUI in jsdom is slow on a busy machine.
  it(
    'shows the error summary on the refused field’s step, and does not call onSubmit',
    { timeout: 60_000 },
    async () => {
      const onSubmit = vi.fn();
      const { user } = renderWizard(form, { onSubmit });
      await heading('Your Game');
      await user.type(screen.getByRole('textbox', { name: /^Player/ }), 'Ana');
      await user.click(screen.getByRole('radio', { name: '2 points' }));
      // The gate lets 2 through: the field is optional and has no check.
      expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await heading('Confirm');
      await user.click(screen.getByRole('checkbox', { name: /^All correct/ }));
      await user.click(screen.getByRole('button', { name: 'Send' }));

      // Back on the refused field's step, with the summary naming it.
      await heading('Your Game');
      const summary = await screen.findByRole('region', { name: 'There is a problem' });
      // It takes focus as it shows (an effect after the refused submit settles), before the
      // link is used.
      await waitFor(() => expect(summary).toHaveFocus());
      const link = within(summary).getByRole('link', { name: 'Two points is not allowed' });
      expect(within(summary).getAllByRole('link')).toHaveLength(1);
      const score = screen.getByRole('group', { name: 'Score' });
      expect(score).toHaveAttribute('aria-invalid', 'true');
      await user.click(link);
      expect(within(score).getByRole('radio', { name: '1 points' })).toHaveFocus();
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      // The refused field holds its step back until it changes; then the form submits.
      expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
      await user.click(within(score).getByRole('radio', { name: '3 points' }));
      expect(screen.queryByRole('region', { name: 'There is a problem' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await heading('Confirm');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Saved!');
      expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ player: 'Ana', score: 3, ok: true });
    },
  );

  it('shows the summary on the last step when the refused field is there', async () => {
    const onSubmit = vi.fn();
    const lastStepForm = compileForm(
      kit,
      kit.defineForm({
        id: 'score-last',
        title: 'Score',
        steps: [
          {
            id: 'game',
            title: 'Your Game',
            fields: [{ name: 'player', kind: 'text', label: 'Player', required: true }],
          },
          {
            id: 'confirm',
            title: 'Confirm',
            fields: [{ name: 'score', kind: 'points', label: 'Score' }],
          },
        ],
      }),
    );
    const { user } = renderWizard(lastStepForm, {
      step: 2,
      defaultValues: { player: 'Ana' },
      onSubmit,
    });
    await heading('Confirm');
    await user.click(screen.getByRole('radio', { name: '2 points' }));
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).not.toHaveAttribute('aria-disabled');
    await user.click(send);
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    // The summary takes focus as it shows (an effect after the refused submit settles).
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: 'Two points is not allowed' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Score' })).toHaveAttribute('aria-invalid', 'true');
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

/** The form on its last step with 2 points already chosen on the first: Send submits at once. */
async function sendWithTwoPoints() {
  const onSubmit = vi.fn();
  const view = renderWizard(form, {
    step: 2,
    defaultValues: { player: 'Ana', score: 2, ok: true },
    onSubmit,
  });
  await heading('Confirm');
  await view.user.click(screen.getByRole('button', { name: 'Send' }));
  await heading('Your Game');
  const summary = await screen.findByRole('region', { name: 'There is a problem' });
  expect(onSubmit).not.toHaveBeenCalled();
  return { ...view, summary };
}

// What the person gets when submit sends them back to an earlier step, beyond the summary being
// there: it has focus, and it says what the schema refused.
describe('the summary a refused submit shows on an earlier step', () => {
  it('takes focus, as the summary of a refused Next does', async () => {
    const { summary } = await sendWithTwoPoints();
    await waitFor(() => expect(summary).toHaveFocus());
  });

  it('says what the schema refused, not that the answered optional field is required', async () => {
    const { summary } = await sendWithTwoPoints();
    expect(within(summary).getByRole('link', { name: /Score|points/ })).toHaveTextContent(
      'Two points is not allowed',
    );
    expect(screen.getByRole('group', { name: 'Score' })).toHaveAccessibleDescription(
      'Two points is not allowed',
    );
  });
});

describe('a refused submit in the wizard’s language', () => {
  // A kind whose schema wants a number even when the field is optional: stricter than the gate.
  const strict = defineKind({
    component: () => null,
    empty: null as number | null,
    schema: (_field: CustomFieldSpec, required: string) => z.number(required),
    sample: () => 3,
  });
  const kit = createFormKit({ kinds: { ...allKinds, strict } });
  const form = compileForm(
    kit,
    kit.defineForm({
      id: 'r',
      title: 'R',
      steps: [
        {
          id: 'one',
          title: 'Uno',
          fields: [
            {
              name: 'rating',
              kind: 'strict',
              label: 'Valoración',
              requiredMessage: 'Elija una valoración',
            },
            { name: 'ok', kind: 'consent', label: 'Acepto' },
          ],
        },
      ],
    }),
    { language: 'es' },
  );

  it('says what submit found wrong in the wizard language', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<FormWizard form={form} messages={spanishWizardWords} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: spanishWizardWords.submit }));
    const summary = await screen.findByRole('region', {
      name: spanishWizardWords.errorSummaryTitle,
    });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(summary).toHaveTextContent('Elija una valoración');
  });
});
