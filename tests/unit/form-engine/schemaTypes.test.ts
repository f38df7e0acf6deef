/**
 * The schema mistakes that are type errors (README "Changing the registration form"): each
 * `@ts-expect-error` below fails `npm run typecheck` if the mistake ever stops being one.
 * The runtime assertions check that the meta-check catches the same mistakes in untyped schemas.
 */
import { describe, expect, it } from 'vitest';
import { defineForm, validateFormSpec } from '../../../src/form-engine';

/** A one-step form around `field`, as a schema file would declare it. */
const formWith = <const Field>(field: Field) => ({
  id: 'types',
  title: 'Types',
  steps: [{ id: 'only', title: 'Only', fields: [field] }],
});

describe('schema mistakes that fail type-checking', () => {
  it('an unknown kind', () => {
    const spec = formWith({ name: 'age', kind: 'slider', label: 'Age' });
    // @ts-expect-error: 'slider' is not a kind
    expect(() => validateFormSpec(defineForm(spec))).toThrow('unknown kind "slider"');
  });

  it('a select without options', () => {
    const spec = formWith({ name: 'size', kind: 'select', label: 'Size' });
    // @ts-expect-error: a select needs options
    expect(() => validateFormSpec(defineForm(spec))).toThrow('a select needs a list of options');
  });

  it('a select with an empty list of options', () => {
    expect(() =>
      defineForm({
        id: 'types',
        title: 'Types',
        steps: [
          {
            id: 'only',
            title: 'Only',
            // @ts-expect-error: options must hold at least one option
            fields: [{ name: 'size', kind: 'select', label: 'Size', options: [] }],
          },
        ],
      }),
    ).not.toThrow();
    const spec = formWith({ name: 'size', kind: 'select', label: 'Size', options: [] });
    // @ts-expect-error: options must hold at least one option
    expect(() => validateFormSpec(defineForm(spec))).toThrow('a select needs at least one option');
  });

  it('checkboxes with an empty list of options', () => {
    const spec = formWith({ name: 'days', kind: 'checkboxes', label: 'Days', options: [] });
    // @ts-expect-error: options must hold at least one option
    expect(() => validateFormSpec(defineForm(spec))).toThrow('at least one option');
  });

  it('options on a text field', () => {
    const spec = formWith({
      name: 'nickname',
      kind: 'text',
      label: 'Nickname',
      options: [{ value: 'a', label: 'A' }],
    });
    // @ts-expect-error: a text field has no options
    expect(() => validateFormSpec(defineForm(spec))).toThrow('unknown property "options"');
  });
});
