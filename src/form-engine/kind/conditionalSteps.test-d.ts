/**
 * A step's `visibleWhen` in the types: `defineForm` accepts one naming an earlier step's field,
 * and makes one naming its own step's or a later step's field a type error, which the meta-check
 * also refuses (for schemas without types); `FormValues` makes the step's fields optional keys.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FormValues } from '../index.ts';
import { validateFormSpec as validateWithKit } from '../checks.ts';
import type { guardianForm } from '../test-kit/guardianForm.ts';
import { testKit } from '../test-kit/testKit.ts';

const defineForm = testKit.defineForm;
const validateFormSpec = (raw: unknown) => validateWithKit(testKit, raw);

const age = {
  name: 'age',
  kind: 'radio',
  label: 'Age group',
  required: true,
  options: ['adult', 'minor'],
} as const;
const guardianName = { name: 'guardianName', kind: 'text', label: 'Guardian' } as const;

describe('a step with visibleWhen', () => {
  it("makes its fields optional in FormValues, as a conditional field's", () => {
    expectTypeOf<FormValues<typeof guardianForm>>().toEqualTypeOf<
      {
        name: string;
        age: '' | 'adult' | 'minor';
        shirt: '' | 'S' | 'M' | 'L';
        rules: boolean;
      } & {
        guardianName?: string;
        guardianPhone?: string;
        sameAddress?: boolean;
        guardianAddress?: string;
      }
    >();
  });

  it("is accepted naming an earlier step's field", () => {
    const form = defineForm({
      id: 'types',
      title: 'Types',
      steps: [
        { id: 'one', title: 'One', fields: [age] },
        {
          id: 'two',
          title: 'Two',
          visibleWhen: { field: 'age', equals: 'minor' },
          fields: [guardianName],
        },
      ],
    });
    expect(() => validateFormSpec(form)).not.toThrow();
  });

  it("is a type error naming a later step's field, and the meta-check names the step", () => {
    const build = () =>
      defineForm({
        id: 'types',
        title: 'Types',
        steps: [
          { id: 'one', title: 'One', fields: [{ name: 'name', kind: 'text', label: 'Name' }] },
          {
            id: 'two',
            title: 'Two',
            // @ts-expect-error: 'age' is on a later step
            visibleWhen: { field: 'age', equals: 'minor' },
            fields: [guardianName],
          },
          { id: 'three', title: 'Three', fields: [age] },
        ],
      });
    expect(() => validateFormSpec(build())).toThrow(
      'types › step "two": "visibleWhen" names "age", which comes after it (step "three"); a step\'s condition may name only a field of an earlier step',
    );
  });

  it('is a type error naming a field of its own step', () => {
    const build = () =>
      defineForm({
        id: 'types',
        title: 'Types',
        steps: [
          { id: 'one', title: 'One', fields: [{ name: 'name', kind: 'text', label: 'Name' }] },
          {
            id: 'two',
            title: 'Two',
            // @ts-expect-error: a step's condition cannot read its own answers
            visibleWhen: { field: 'age', equals: 'minor' },
            fields: [age, guardianName],
          },
        ],
      });
    expect(() => validateFormSpec(build())).toThrow(
      'types › step "two": "visibleWhen" names "age", a field of this step; a step\'s condition may name only a field of an earlier step',
    );
  });
});
