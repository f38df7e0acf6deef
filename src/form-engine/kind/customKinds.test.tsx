/**
 * A kind of the form's own, in its kit (`createFormKit({ kinds })`) beside the engine's: drawn by
 * its component through the field contract (`FieldProps`), gating by its own schema, read by the
 * review in its own words, submitted as its schema says. A custom component that throws shows
 * the route's error page with Try again, and no answer is lost (the answer keeper, as the
 * registration page uses it).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  compileForm,
  createAnswerKeeper,
  createFormKit,
  defineKind,
  FormWizard,
  type CustomFieldSpec,
  type FieldProps,
  type FormValues,
} from '../index.ts';
import { consentKinds, textKinds } from '../kinds.ts';
import { toJSONSchema } from '../json-schema.ts';
import { routerNavigation } from '../router.ts';
import { sampleStepValues } from '../testing.ts';

const crash = { now: false };

/** Stars as a group of toggle buttons; the value is a number of stars, or null. */
function StarRatingField({
  field,
  id,
  describedBy,
  invalid,
  value,
}: FieldProps<CustomFieldSpec, number | null>) {
  const [stars, setStars] = useState(value.initial);
  if (crash.now) throw new Error('Simulated crash in a custom kind');
  const max = Number(field.props?.max ?? 5);
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <legend>{field.label}</legend>
      {Array.from({ length: max }, (_, index) => (
        <button
          key={index}
          id={index === 0 ? id : undefined}
          type="button"
          aria-pressed={stars === index + 1}
          onClick={() => {
            setStars(index + 1);
            value.change(index + 1);
          }}
          onBlur={value.blur}
        >
          {index + 1} stars
        </button>
      ))}
    </fieldset>
  );
}

const starRating = defineKind({
  component: StarRatingField,
  empty: null as number | null,
  schema: (field: CustomFieldSpec) =>
    field.required ? z.number('Choose a rating') : z.nullable(z.number('Choose a rating')),
  format: (value, _field, words) =>
    typeof value === 'number' ? '★'.repeat(value) : words.notProvided,
  jsonSchema: () => ({ type: ['integer', 'null'], minimum: 1, maximum: 5 }),
  sample: () => 4,
});

const kit = createFormKit({ kinds: { ...textKinds, ...consentKinds, starRating } });
const spec = kit.defineForm({
  id: 'feedback',
  title: 'Feedback',
  steps: [
    {
      id: 'you',
      title: 'About You',
      fields: [{ name: 'nickname', kind: 'text', label: 'Nickname', required: true }],
    },
    {
      id: 'rating',
      title: 'Your Rating',
      fields: [
        {
          name: 'stars',
          kind: 'starRating',
          label: 'How was it?',
          required: true,
          props: { max: 5 },
        },
      ],
    },
    {
      id: 'end',
      title: 'Done',
      fields: [{ name: 'ok', kind: 'consent', label: 'All correct', required: true }],
    },
  ],
});
const form = compileForm(kit, spec);

describe('a custom kind', () => {
  it('infers its value type from the kit the form was declared with', () => {
    type Values = FormValues<typeof spec>;
    expectTypeOf<Values['stars']>().toEqualTypeOf<number | null>();
    expectTypeOf<Values['nickname']>().toEqualTypeOf<string>();
    expectTypeOf<Values['ok']>().toEqualTypeOf<boolean>();
    const values: Values = { nickname: 'Al', stars: 3, ok: true };
    expect(values.stars).toBe(3);
  });

  it('samples, compiles and exports its JSON Schema through its definition', () => {
    expect(sampleStepValues(form, 1)).toEqual({ stars: 4 });
    expect(form.steps[1]!.schema.safeParse({ stars: null }).success).toBe(false);
    expect(toJSONSchema(kit, spec).properties).toMatchObject({
      stars: { title: 'How was it?', type: ['integer', 'null'] },
    });
  });

  it('renders, gates, reviews and submits as its definition says', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<FormWizard form={form} onSubmit={onSubmit} defaultValues={{ nickname: 'Al' }} />);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('group', { name: 'How was it?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: '3 stars' }));
    expect(screen.getByRole('button', { name: '3 stars' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('region', { name: 'Your Rating' })).toHaveTextContent('★★★');
    await user.click(screen.getByRole('checkbox', { name: /^All correct/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ nickname: 'Al', stars: 3, ok: true });
  });
});

/** A route's error page as the site's: Try again keeps the answers and renders the route again. */
function ErrorPage({ onRetry }: { onRetry: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <h1>Something went wrong</h1>
      <button
        type="button"
        onClick={() => {
          onRetry();
          void navigate(location, { replace: true });
        }}
      >
        Try again
      </button>
    </div>
  );
}

it('a throwing custom component shows the error page, and Try again keeps every answer', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const keeper = createAnswerKeeper();
  const navigation = routerNavigation();
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: (
          <FormWizard
            form={form}
            onSubmit={() => {}}
            navigation={navigation}
            answerKeeper={keeper}
          />
        ),
        errorElement: <ErrorPage onRetry={() => keeper.keepForRetry()} />,
      },
    ],
    { initialEntries: ['/form'] },
  );
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  await user.type(await screen.findByRole('textbox', { name: /^Nickname/ }), 'Ana');
  crash.now = true;
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeVisible();

  crash.now = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('group', { name: 'How was it?' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByRole('textbox', { name: /^Nickname/ })).toHaveValue('Ana');
});
