/**
 * `defineKind` holds a kind's parts to one another at type-check time: its component must take
 * the field contract for the kind's own value, so a kind of one's own is checked as a built-in is.
 */
import { expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { defineKind, type CustomFieldSpec, type FieldProps } from '../index.ts';

const schema = (field: CustomFieldSpec, required: string) =>
  field.required ? z.number(required) : z.nullable(z.number());

function Stars(_props: FieldProps<CustomFieldSpec, number | null>) {
  return null;
}
function Words(_props: FieldProps<CustomFieldSpec, string>) {
  return null;
}

it('accepts a component that takes the contract for its value, and keeps the value type', () => {
  const stars = defineKind({
    component: Stars,
    empty: null as number | null,
    schema,
    sample: () => 4,
  });
  expectTypeOf(stars.empty).toEqualTypeOf<number | null>();
  expect(stars.sample({} as CustomFieldSpec)).toBe(4);
});

// Its assertions are the @ts-expect-error lines: `npm run typecheck` fails if one is not an error.
it('refuses a component that is not one, or that takes another value', () => {
  // @ts-expect-error: 42 is no component
  defineKind({ component: 42, empty: null as number | null, schema, sample: () => 4 });
  // @ts-expect-error: Words takes text, the kind holds a number
  defineKind({ component: Words, empty: null as number | null, schema, sample: () => 4 });
  // @ts-expect-error: the sample is text, the kind holds a number
  defineKind({ component: Stars, empty: null as number | null, schema, sample: () => 'four' });
});
