/**
 * Kept answers: sessionStoragePersistence keeps them in this tab only, and the wizard brings back
 * only what fits its form (values of its fields with the right type, a step within the form),
 * whatever storage held.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  compileForm,
  FormWizard,
  sessionStoragePersistence,
  type AnswerPersistence,
} from 'stepform';
import { testKit } from '../../support/inlineForms';

const form = compileForm(
  testKit,
  testKit.defineForm({
    id: 'kept',
    title: 'Kept',
    steps: [
      { id: 'a', title: 'A', fields: [{ name: 'name', kind: 'text', label: 'Name' }] },
      {
        id: 'b',
        title: 'B',
        fields: [
          {
            name: 'days',
            kind: 'checkboxes',
            label: 'Days',
            options: [{ value: 'mon', label: 'Monday' }],
          },
          { name: 'ok', kind: 'consent', label: 'OK' },
        ],
      },
    ],
  }),
);

afterEach(() => sessionStorage.clear());

describe('sessionStoragePersistence', () => {
  it('keeps answers in sessionStorage under its key only, and forgets them on clear', () => {
    const persistence = sessionStoragePersistence('kept-answers');
    const saved = { values: { name: 'Ana', days: ['mon'], ok: true }, step: 1, visited: [0, 1] };
    expect(persistence.save(saved)).toBe(true);
    expect(Object.keys(sessionStorage)).toEqual(['kept-answers', 'kept-answers:position']);
    expect(localStorage.length).toBe(0);
    expect(persistence.load()).toEqual(saved);
    persistence.clear();
    expect(sessionStorage.length).toBe(0);
    expect(persistence.load()).toBeUndefined();
  });

  it('says when the browser refuses to keep them', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const persistence = sessionStoragePersistence('kept-answers');
    expect(persistence.save({ values: { name: 'Ana' }, step: 0, visited: [0] })).toBe(false);
    expect(persistence.load()).toBeUndefined();
  });

  it('reads broken data as nothing', () => {
    sessionStorage.setItem('kept-answers', '{not json');
    expect(sessionStoragePersistence('kept-answers').load()).toBeUndefined();
  });
});

/** A persistence that held `stored`, and notes what the wizard writes back. */
const holding = (stored: unknown) =>
  ({
    load: vi.fn(() => stored),
    save: vi.fn(() => true),
    clear: vi.fn(),
  }) satisfies AnswerPersistence;

const restoredNotice = /Welcome back/;
const heading = () => screen.getByRole('heading', { level: 2 });

describe('kept answers the wizard brings back', () => {
  it('keep only values that fit the form, and a step within it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const persistence = holding({
      values: { name: 'Ana', days: 'mon', ok: 'yes', stranger: 'x' },
      step: 9,
      visited: [0, 5, 'x'],
    });
    render(<FormWizard form={form} persistence={persistence} onSubmit={onSubmit} />);
    expect(await screen.findByText(restoredNotice)).toBeVisible();
    expect(heading()).toHaveTextContent('A');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toHaveTextContent('B');
    expect(screen.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^OK/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Ana', days: [], ok: false });
  });

  it('open at the step the person was on', async () => {
    const persistence = holding({ values: { name: 'Ana', ok: true }, step: 1, visited: [0, 1] });
    render(<FormWizard form={form} persistence={persistence} onSubmit={() => {}} />);
    expect(await screen.findByText(restoredNotice)).toBeVisible();
    expect(heading()).toHaveTextContent('B');
    expect(screen.getByRole('checkbox', { name: /^OK/ })).toBeChecked();
  });

  it.each([
    ['nothing', undefined],
    ['no value of the form', { values: { stranger: 'x' }, step: 1 }],
    ['no answers at all', 'text'],
  ])('are none when storage held %s', (_, stored) => {
    const persistence = holding(stored);
    render(<FormWizard form={form} persistence={persistence} onSubmit={() => {}} />);
    expect(persistence.load).toHaveBeenCalled();
    expect(screen.queryByText(restoredNotice)).toBeNull();
    expect(heading()).toHaveTextContent('A');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });
});
