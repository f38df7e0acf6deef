/**
 * Conditions over rows and combinations in the types: `defineForm` accepts a rows condition over
 * a group above, naming its row fields, and `all`/`any`/`not` of conditions; a row field named as
 * a field of the form, a row field its group does not have, or a group below is a type error, and
 * the meta-check refuses each too (for schemas without types), naming what is wrong.
 */
import { describe, expect, it } from 'vitest';
import { validateFormSpec as validateWithKit } from '../checks.ts';
import { testKit } from '../test-kit/testKit.ts';

const defineForm = testKit.defineForm;
const validateFormSpec = (raw: unknown) => validateWithKit(testKit, raw);

const children = {
  name: 'children',
  kind: 'group',
  label: 'Children',
  rowLabel: 'Child',
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true },
    { name: 'allergies', kind: 'radio', label: 'Allergies', options: ['Yes', 'No'] },
  ],
} as const;
const driving = { name: 'driving', kind: 'consent', label: 'I drive' } as const;
const details = { name: 'details', kind: 'text', label: 'Details', required: true } as const;

describe('a condition over rows', () => {
  it('is accepted over a group above, with all, any and not', () => {
    const form = defineForm({
      id: 'trip',
      title: 'Trip',
      steps: [
        { id: 'one', title: 'One', fields: [driving, children] },
        {
          id: 'two',
          title: 'Two',
          visibleWhen: {
            any: [
              { rows: 'children', some: { field: 'allergies', equals: 'Yes' } },
              {
                all: [
                  { not: { field: 'driving', equals: true } },
                  { rows: 'children', atLeast: 2, where: { field: 'name', answered: true } },
                ],
              },
            ],
          },
          fields: [details],
        },
      ],
    });
    expect(() => validateFormSpec(form)).not.toThrow();
  });

  it('is a type error naming a row field as a field of the form', () => {
    const build = () =>
      defineForm({
        id: 'trip',
        title: 'Trip',
        steps: [
          { id: 'one', title: 'One', fields: [children] },
          {
            id: 'two',
            title: 'Two',
            // @ts-expect-error: a row field is not a field of the form; count the rows instead
            visibleWhen: { field: 'children.allergies', equals: 'Yes' },
            fields: [details],
          },
        ],
      });
    expect(() => validateFormSpec(build())).toThrow(
      'trip › step "two": "visibleWhen" names "children.allergies", which is not a field of this form',
    );
  });

  it('is a type error naming a row field its group does not have', () => {
    const build = () =>
      defineForm({
        id: 'trip',
        title: 'Trip',
        steps: [
          { id: 'one', title: 'One', fields: [children] },
          {
            id: 'two',
            title: 'Two',
            // @ts-expect-error: the rows of "children" have no field "age"
            visibleWhen: { rows: 'children', some: { field: 'age', equals: '10' } },
            fields: [details],
          },
        ],
      });
    expect(() => validateFormSpec(build())).toThrow(
      'trip › step "two": "visibleWhen" names "children.age", but the rows of "children" have no field "age" (they have "name", "allergies")',
    );
  });

  it('is a type error counting the rows of a field that is not a group, or of a later group', () => {
    const notAGroup = () =>
      defineForm({
        id: 'trip',
        title: 'Trip',
        steps: [
          { id: 'one', title: 'One', fields: [driving] },
          {
            id: 'two',
            title: 'Two',
            // @ts-expect-error: "driving" has no rows
            visibleWhen: { rows: 'driving', some: { field: 'name', answered: true } },
            fields: [details],
          },
        ],
      });
    expect(() => validateFormSpec(notAGroup())).toThrow(
      '"visibleWhen" counts the rows of "driving", which is not a group',
    );
    const later = () =>
      defineForm({
        id: 'trip',
        title: 'Trip',
        steps: [
          {
            id: 'one',
            title: 'One',
            // @ts-expect-error: a step's condition reads only earlier steps
            visibleWhen: { rows: 'children', some: { field: 'name', answered: true } },
            fields: [details],
          },
          { id: 'two', title: 'Two', fields: [children] },
        ],
      });
    expect(() => validateFormSpec(later())).toThrow(
      'trip › step "one": "visibleWhen" names "children", which comes after it (step "two")',
    );
  });

  it('refuses an empty "all" and a count that is not a whole number, in the meta-check', () => {
    const raw = (visibleWhen: unknown) => ({
      id: 'trip',
      title: 'Trip',
      steps: [
        { id: 'one', title: 'One', fields: [children] },
        { id: 'two', title: 'Two', visibleWhen, fields: [details] },
      ],
    });
    expect(() => validateFormSpec(raw({ all: [] }))).toThrow(
      '"all" and "any" need a list of at least one condition',
    );
    expect(() =>
      validateFormSpec(
        raw({ rows: 'children', atLeast: 1.5, where: { field: 'name', answered: true } }),
      ),
    ).toThrow('"visibleWhen" needs "field"');
    expect(() =>
      validateFormSpec(raw({ rows: 'children', some: { field: 'allergies', equals: 'Maybe' } })),
    ).toThrow(
      '"visibleWhen" compares "children.allergies" with "Maybe", which is not one of its options',
    );
  });
});
