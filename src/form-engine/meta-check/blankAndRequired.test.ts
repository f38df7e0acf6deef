/**
 * A kind's blank and its schema agree (README "The schema": a blank answer is missing when
 * required): the meta-check refuses a kind whose required schema takes one of its blanks, or whose
 * `blanks` lists a value its `isEmpty` does not count as blank, naming the kind.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createFormKit, defineKind, FormSpecError, type CustomFieldSpec } from '../index.ts';
import { validateFormSpec } from '../checks.ts';
import { allKinds } from '../kinds.ts';

const Nothing = () => null;

/** A code of four letters; blank is white space. */
const code = (schema: (field: CustomFieldSpec) => z.ZodMiniType<string>, blanks = ['', '  ']) =>
  defineKind({
    component: Nothing,
    empty: '',
    schema,
    isEmpty: (value: string) => value.trim() === '',
    blanks: () => blanks,
    sample: () => 'ABCD',
  });

function problemsWith(kind: ReturnType<typeof code>, required = true): string[] {
  const kit = createFormKit({ kinds: { code: kind } });
  const field = (name: string) => ({ name, kind: 'code', label: name, required });
  try {
    validateFormSpec(kit, {
      id: 'order',
      title: 'Order',
      steps: [{ id: 'item', title: 'Item', fields: [field('first'), field('second')] }],
    });
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(FormSpecError);
    return [...(error as FormSpecError).problems];
  }
}

describe("the meta-check on a kind's blank and its schema", () => {
  it('accepts a kind whose required schema refuses every blank', () => {
    const trimmed = (field: CustomFieldSpec) =>
      field.required
        ? z.string().check(z.trim(), z.minLength(1, 'required'))
        : z.string().check(z.trim());
    expect(problemsWith(code(trimmed))).toEqual([]);
  });

  it('refuses one whose required schema takes a blank, naming the kind once', () => {
    // Refuses '' but not white space, which its isEmpty counts as blank.
    const untrimmed = (field: CustomFieldSpec) =>
      field.required ? z.string().check(z.minLength(1, 'required')) : z.string();
    expect(problemsWith(code(untrimmed))).toEqual([
      'order › step "item" › field "first": the kind "code" counts "  " as blank, but its schema takes it when the field is required, so a required field left blank would not be missing; make its schema refuse a blank when "required" is true',
    ]);
  });

  it('reads only required fields, where a blank that passes would open the step', () => {
    expect(
      problemsWith(
        code(() => z.string()),
        false,
      ),
    ).toEqual([]);
  });

  it('refuses one whose blanks its isEmpty does not count as blank', () => {
    const trimmed = () => z.string().check(z.trim(), z.minLength(1, 'required'));
    expect(problemsWith(code(trimmed, ['', '-']))).toEqual([
      'order › step "item" › field "first": the kind "code" lists "-" among its blanks (blanks), but its isEmpty does not count it as blank; make them agree',
    ]);
  });

  it("holds for every kind stepform/kinds ships (a group's rows decide its own)", () => {
    const kit = createFormKit({ kinds: allKinds });
    const fieldOf = (kind: string) => ({
      name: kind,
      kind,
      label: kind,
      required: true,
      ...(kind === 'select' || kind === 'radio' || kind === 'checkboxes'
        ? { options: ['a', 'b'] }
        : {}),
      ...(kind === 'group'
        ? { rowLabel: 'Row', fields: [{ name: 'note', kind: 'text', label: 'Note' }] }
        : {}),
    });
    expect(() =>
      validateFormSpec(kit, {
        id: 'every',
        title: 'Every kind',
        steps: [{ id: 'all', title: 'All', fields: Object.keys(allKinds).map(fieldOf) }],
      }),
    ).not.toThrow();
  });
});
