import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { compileForm, FormWizard, sessionStoragePersistence } from 'stepform';
import { testKit } from '../../support/inlineForms';

const form = compileForm(
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

it('brings back a number answer after a reload', async () => {
  const user = userEvent.setup();
  const persistence = sessionStoragePersistence('age-answers');
  const first = render(
    <FormWizard
      form={form}
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
  render(<FormWizard form={form} persistence={persistence} onSubmit={() => {}} />);
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Ana');
  expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveValue(12);
});
