/**
 * The engine's kinds are declared as a form's own are (`defineKind`), so what the kit knows of
 * them, it reads from them: their specs, their values, their own properties.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FieldBase, FieldOptions, SpecOf } from 'stepform';
import { allKinds } from './allKinds.ts';
import type { selectKinds } from './select/selectKinds.ts';
import type * as textKinds from './text/textKinds.ts';

describe('allKinds', () => {
  it("gives each kind's spec from its definition", () => {
    expectTypeOf<SpecOf<typeof selectKinds.select>['options']>().toEqualTypeOf<FieldOptions>();
    expectTypeOf<SpecOf<typeof textKinds.text>>().toEqualTypeOf<FieldBase>();
    expectTypeOf<SpecOf<typeof textKinds.textarea>['rows']>().toEqualTypeOf<number | undefined>();
  });

  it('declares the properties each kind adds to the field base', () => {
    const declared = Object.fromEntries(
      Object.entries(allKinds).map(([name, kind]) => [
        name,
        Object.keys(kind.properties?.() ?? {}),
      ]),
    );
    expect(declared).toEqual({
      text: [],
      email: [],
      tel: [],
      date: [],
      textarea: ['rows'],
      number: ['step'],
      select: ['options'],
      radio: ['options'],
      checkboxes: ['options'],
      consent: ['fullText'],
      group: ['fields', 'rowLabel', 'addLabel', 'minRows', 'maxRows'],
    });
  });
});
