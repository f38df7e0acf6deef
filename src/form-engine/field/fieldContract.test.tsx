/**
 * The field contract (`FieldProps`): a kind of the form's own, defined with `defineKind` and put
 * in a kit beside the engine's `textKinds`, gets exactly what a built-in kind gets when its
 * component puts `id` on its control and `describedBy`/`invalid` on its group. Both fields are
 * checked the same way, side by side: the error summary's link moves focus to the control, the
 * message line shows under the field and describes it, the field says it is invalid; and the
 * submitted values carry the custom kind's value type, inferred from the kit.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  compileForm,
  createFormKit,
  defineKind,
  FormWizard,
  type CustomFieldSpec,
  type FieldProps,
} from '../index.ts';
import { textKinds } from '../kinds.ts';

/** One to five stars, as native radio buttons in a fieldset named by its legend. */
function StarRatingField({
  field,
  id,
  describedBy,
  invalid,
  value,
}: FieldProps<CustomFieldSpec, number | null>) {
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <legend>{field.label}</legend>
      {[1, 2, 3, 4, 5].map((stars) => (
        <label key={stars}>
          <input
            type="radio"
            // The first radio is the field's control: the summary's link lands on it.
            id={stars === 1 ? id : undefined}
            name={field.name}
            value={stars}
            required={field.required}
            defaultChecked={value.initial === stars}
            onChange={() => value.change(stars)}
            onBlur={value.blur}
          />
          {stars === 1 ? '1 star' : `${stars} stars`}
        </label>
      ))}
    </fieldset>
  );
}

const starRating = defineKind({
  component: StarRatingField,
  empty: null as number | null,
  schema: (field: CustomFieldSpec, required: string) =>
    field.required ? z.number(required) : z.nullable(z.number()),
  format: (value, _field, words) => (value === null ? words.notProvided : `${value} of 5`),
  sample: () => 4,
});

const kit = createFormKit({ kinds: { ...textKinds, starRating } });
const spec = kit.defineForm({
  id: 'review',
  title: 'Review',
  steps: [
    {
      id: 'rate',
      title: 'Rate Us',
      fields: [
        { name: 'name', kind: 'text', label: 'Name', required: true },
        { name: 'stars', kind: 'starRating', label: 'Rating', required: true },
      ],
    },
    {
      id: 'more',
      title: 'Anything Else',
      fields: [{ name: 'comment', kind: 'textarea', label: 'Comment' }],
    },
  ],
});
const form = compileForm(kit, spec);

/** The element that says the field's message: in its `aria-describedby`, after it in its cell. */
function messageLineOf(control: HTMLElement, message: string) {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const line = ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.textContent?.includes(message));
  expect(line, `a line saying "${message}" in aria-describedby`).toBeDefined();
  return line!;
}

/** What every field that holds its step back shows, a built-in's and a custom kind's alike. */
async function expectFlagged(
  user: ReturnType<typeof userEvent.setup>,
  {
    described,
    focused,
    message,
  }: { described: HTMLElement; focused: HTMLElement; message: string },
) {
  // The summary's link targets the control carrying the contract's id, and moves focus to it.
  const summary = screen.getByRole('region', { name: 'There is a problem' });
  const link = within(summary).getByRole('link', { name: message });
  expect(link).toHaveAttribute('href', `#${focused.id}`);
  await user.click(link);
  expect(focused).toHaveFocus();
  // The message line is under the field (the next thing in its cell) and describes it.
  expect(described).toHaveAttribute('aria-invalid', 'true');
  expect(described).toHaveAccessibleDescription(message);
  const line = messageLineOf(described, message);
  expect(line.parentElement).toContainElement(described);
  expect(described.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(summary).not.toContainElement(line);
}

describe('a custom kind that uses the field contract', () => {
  it('gets the summary link, the message line and aria-invalid, as a built-in does', async () => {
    const user = userEvent.setup();
    render(<FormWizard form={form} onSubmit={() => {}} />);
    await screen.findByRole('heading', { level: 2, name: 'Rate Us' });
    const rating = screen.getByRole('group', { name: 'Rating' });
    expect(rating).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('region', { name: 'There is a problem' })).toHaveFocus();

    // The built-in text field, as the reference.
    const name = screen.getByRole('textbox', { name: 'Name' });
    await expectFlagged(user, { described: name, focused: name, message: 'Name is required' });
    // The custom kind: the same, its group described and invalid, its first radio focused.
    await expectFlagged(user, {
      described: rating,
      focused: within(rating).getByRole('radio', { name: '1 star' }),
      message: 'Rating is required',
    });

    // Answering it takes its message away, as for a built-in.
    await user.click(within(rating).getByRole('radio', { name: '4 stars' }));
    expect(rating).not.toHaveAttribute('aria-invalid');
    expect(rating).not.toHaveAccessibleDescription();
    expect(
      within(screen.getByRole('region', { name: 'There is a problem' })).getAllByRole('link'),
    ).toHaveLength(1);
  });

  it('hands onSubmit its value typed by the kit, with no cast', async () => {
    const user = userEvent.setup();
    const received = vi.fn();
    render(
      <FormWizard
        form={form}
        onSubmit={(values) => {
          // The handler's values are inferred from the form and its kit: no annotation, no cast.
          expectTypeOf(values.stars).toEqualTypeOf<number | null>();
          expectTypeOf(values.name).toEqualTypeOf<string>();
          expectTypeOf(values).not.toHaveProperty('other');
          received(values);
        }}
      />,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ana');
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const review = await screen.findByRole('region', { name: 'Rate Us' });
    expect(review).toHaveTextContent('4 of 5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(received).toHaveBeenCalledOnce());
    expect(received).toHaveBeenCalledWith({ name: 'Ana', stars: 4, comment: '' });
  });
});
