/**
 * The step gate, live: which required fields of a step are still missing (in schema order), the
 * first incomplete step the wizard never goes beyond, whether anything was answered, the
 * re-check of a cross-field check when the answer it reads changes, and the cost of a keystroke,
 * which does not grow with the step.
 */
import { Profiler } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  compileForm,
  createFormKit,
  FormWizard,
  answerPersistence,
  type AnswerStore,
  type Rule,
} from '../index.ts';
import { allKinds } from '../kinds.ts';
import { sampleValuesBefore } from '../testing.ts';
import { sampleForm } from '../test-kit/sampleForm.ts';
import { testKit } from '../test-kit/testKit.ts';
import { wideForm } from '../test-kit/wideForm.ts';

const form = compileForm(testKit, sampleForm);

const nextButton = () => screen.getByRole('button', { name: 'Next' });
const stepHeading = () => screen.getByRole('heading', { level: 2 });
const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** What the hint beside Next says is missing, or '' when the step may go on. */
const hint = () => {
  const describedBy = nextButton().getAttribute('aria-describedby');
  return describedBy ? document.getElementById(describedBy)!.textContent : '';
};

describe('the step gate', () => {
  it('names the required fields still missing on a step, in schema order', () => {
    render(<FormWizard form={form} onSubmit={() => {}} />);
    expect(stepHeading()).toHaveTextContent('About You');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    expect(hint()).toBe('To continue, complete: Full name, Email, Favourite colour.');
  });

  it('follows each answer: a field leaves the list once filled, and comes back when emptied', async () => {
    const user = userEvent.setup();
    render(<FormWizard form={form} onSubmit={() => {}} />);
    await user.type(field(/^Full name/), 'Ana');
    expect(hint()).toBe('To continue, complete: Email, Favourite colour.');
    await user.clear(field(/^Full name/));
    await user.type(field(/^Full name/), '   ');
    expect(hint()).toBe('To continue, complete: Full name, Email, Favourite colour.');
    await user.type(field(/^Email/), 'ana@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Favourite colour/ }), 'red');
    await user.type(field(/^Full name/), 'Ana');
    expect(hint()).toBe('');
    expect(nextButton()).not.toHaveAttribute('aria-disabled');
  });

  it('re-renders nothing while typing goes on in a field that stays filled, or in an optional one', async () => {
    const user = userEvent.setup();
    const onRender = vi.fn();
    render(
      <Profiler id="wizard" onRender={onRender}>
        <FormWizard form={form} onSubmit={() => {}} />
      </Profiler>,
    );
    await user.type(field(/^Full name/), 'A');
    await user.type(field(/^Nickname/), 'S');
    onRender.mockClear();
    await user.type(field(/^Full name/), 'na');
    await user.type(field(/^Nickname/), 'peedy');
    expect(onRender).not.toHaveBeenCalled();
    await user.clear(field(/^Full name/));
    expect(onRender).toHaveBeenCalled();
  });

  it.each([
    ['an answer of step 1', { email: '' }, 'About You'],
    ['an answer of step 2', { days: [] }, 'Extras'],
    ['nothing', {}, 'Consent'],
  ])('never shows a step beyond the first incomplete one (missing %s)', (_, blanks, title) => {
    const complete = sampleValuesBefore(form, form.steps.length);
    render(
      <FormWizard
        form={form}
        step={2}
        defaultValues={{ ...complete, ...blanks }}
        onSubmit={() => {}}
      />,
    );
    expect(stepHeading()).toHaveTextContent(title);
  });

  it('closes the later steps again when an answer before them is emptied', async () => {
    const user = userEvent.setup();
    render(
      <FormWizard
        form={form}
        defaultValues={sampleValuesBefore(form, form.steps.length)}
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: /^Consent/ })).toBeEnabled();
    await user.clear(field(/^Email/));
    expect(screen.getByRole('button', { name: /^Extras/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Consent/ })).toBeDisabled();
    await user.type(field(/^Email/), 'ana@example.com');
    expect(screen.getByRole('button', { name: /^Consent/ })).toBeEnabled();
  });

  it('keeps answers only while something is answered, optional fields included', async () => {
    const user = userEvent.setup();
    const persistence = { load: () => undefined, save: vi.fn(() => true), clear: vi.fn() };
    render(
      <FormWizard
        form={form}
        persistence={answerPersistence(persistence satisfies AnswerStore)}
        onSubmit={() => {}}
      />,
    );
    await user.type(field(/^Nickname/), 'Speedy');
    await vi.waitFor(() => expect(persistence.save).toHaveBeenCalled());
    expect(persistence.save).toHaveBeenLastCalledWith(
      expect.objectContaining({ values: expect.objectContaining({ nickname: 'Speedy' }) }),
    );
    persistence.clear.mockClear();
    await user.clear(field(/^Nickname/));
    await vi.waitFor(() => expect(persistence.clear).toHaveBeenCalled());
  });
});

/** A date after the one another field (named by the check's args) holds. */
const after: Rule<string> = (value, values, other) =>
  typeof value === 'string' && value > String(values[other]);

const tripKit = createFormKit({ kinds: allKinds, rules: { after } });
const trip = compileForm(
  tripKit,
  tripKit.defineForm({
    id: 'trip',
    title: 'Trip',
    steps: [
      {
        id: 'dates',
        title: 'Dates',
        fields: [
          { name: 'start', kind: 'date', label: 'Start', required: true },
          {
            name: 'end',
            kind: 'date',
            label: 'End',
            required: true,
            checks: [{ rule: 'after', args: 'start', message: 'End after the start' }],
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

describe('a check that reads another answer', () => {
  const date = (name: RegExp) => screen.getByLabelText(name);
  const answer = (name: RegExp, value: string) =>
    fireEvent.change(date(name), { target: { value } });

  it('is checked again when that answer changes, and gates the step by its own field', async () => {
    const user = userEvent.setup();
    render(<FormWizard form={trip} onSubmit={() => {}} />);
    answer(/^Start/, '2030-01-01');
    answer(/^End/, '2030-01-10');
    expect(hint()).toBe('');
    // Only the start changes: the end, now before it, keeps the step shut, as an answer to correct.
    answer(/^Start/, '2030-02-01');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    expect(hint()).toBe('To continue, correct: End.');
    await user.click(nextButton());
    expect(await screen.findByRole('link', { name: 'End after the start' })).toBeVisible();
    answer(/^Start/, '2029-12-01');
    expect(hint()).toBe('');
    await user.click(nextButton());
    expect(stepHeading()).toHaveTextContent('Done');
  });
});

describe('the cost of a keystroke', () => {
  it.each([10, 100])(
    'checks only the field that changed, on a step of %i fields',
    async (count) => {
      const user = userEvent.setup();
      const wide = compileForm(testKit, wideForm(count));
      const { container } = render(<FormWizard form={wide} onSubmit={() => {}} />);
      const checks = vi.spyOn(wide, 'isFieldValid');
      await user.type(container.querySelector('input[name="field3"]')!, 'xy');
      expect(checks.mock.calls.map(([name]) => name)).toEqual(['field3', 'field3']);
    },
  );
});
