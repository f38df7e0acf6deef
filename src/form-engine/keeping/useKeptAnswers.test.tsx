/**
 * What the wizard brings back of kept answers: only what fits its form (values of its fields with
 * the right type, a step within the form), whatever storage held, at the step the person was on;
 * a number answer included.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerPersistence,
  compileForm,
  FormWizard,
  sessionStoragePersistence,
  type AnswerStore,
} from '../index.ts';
import { testKit } from '../test-kit/testKit.ts';

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

const numberForm = compileForm(
  testKit,
  testKit.defineForm({
    id: 'age',
    title: 'Age',
    steps: [
      {
        id: 'you',
        title: 'You',
        fields: [
          { name: 'name', kind: 'text', label: 'Name' },
          { name: 'age', kind: 'number', label: 'Age', required: true },
        ],
      },
      { id: 'end', title: 'End', fields: [{ name: 'ok', kind: 'consent', label: 'OK' }] },
    ],
  }),
);

afterEach(() => sessionStorage.clear());

/** A store that held `stored`, and notes what the wizard writes back. */
const holding = (stored: unknown) =>
  ({
    load: vi.fn(() => stored),
    save: vi.fn(() => true),
    clear: vi.fn(),
  }) satisfies AnswerStore;

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
    render(
      <FormWizard form={form} persistence={answerPersistence(persistence)} onSubmit={onSubmit} />,
    );
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
    render(
      <FormWizard form={form} persistence={answerPersistence(persistence)} onSubmit={() => {}} />,
    );
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
    render(
      <FormWizard form={form} persistence={answerPersistence(persistence)} onSubmit={() => {}} />,
    );
    expect(persistence.load).toHaveBeenCalled();
    expect(screen.queryByText(restoredNotice)).toBeNull();
    expect(heading()).toHaveTextContent('A');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('restores kept answers that hold a number', async () => {
    const form = compileForm(
      testKit,
      testKit.defineForm({
        id: 'n',
        title: 'N',
        steps: [
          {
            id: 'a',
            title: 'A',
            fields: [
              { name: 'name', kind: 'text', label: 'Name' },
              { name: 'age', kind: 'number', label: 'Age', required: true },
            ],
          },
          { id: 'b', title: 'B', fields: [{ name: 'ok', kind: 'consent', label: 'OK' }] },
        ],
      }),
    );
    const persistence = {
      load: () => ({ values: { name: 'Ana', age: 12 }, step: 1, visited: [0, 1] }),
      save: vi.fn(() => true),
      clear: vi.fn(),
    };
    render(
      <FormWizard form={form} persistence={answerPersistence(persistence)} onSubmit={() => {}} />,
    );
    expect(await screen.findByText(/Welcome back/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('B');
  });

  it('brings back a number answer after a reload', async () => {
    const user = userEvent.setup();
    const persistence = sessionStoragePersistence('age-answers');
    const first = render(
      <FormWizard
        form={numberForm}
        persistence={persistence}
        defaultValues={{ age: 12 }}
        onSubmit={() => {}}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    first.unmount(); // the page goes away; pending answers are written
    expect(JSON.parse(sessionStorage.getItem('age-answers')!).values).toMatchObject({
      name: 'Ana',
      age: 12,
    });
    render(<FormWizard form={numberForm} persistence={persistence} onSubmit={() => {}} />);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Ana');
    expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveValue(12);
  });
});
