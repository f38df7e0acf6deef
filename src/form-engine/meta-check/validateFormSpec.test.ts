import { describe, expect, it } from 'vitest';
import { compileForm, FormSpecError } from '../index.ts';
import { toJSONSchema } from '../json-schema.ts';
import { validateFormSpec as validateWithKit } from '../checks.ts';
import { testKit } from '../test-kit/testKit.ts';

/** The meta-check, against a kit of every one of the engine's kinds. */
const validateFormSpec = (raw: unknown) => validateWithKit(testKit, raw);

/** A valid schema with one step `athletic`, changed by `edit` before it is checked. */
function problemsOf(
  editField: (field: Record<string, unknown>) => void,
  extraFields: unknown[] = [],
) {
  const field: Record<string, unknown> = {
    name: 'primarySport',
    kind: 'select',
    label: 'Primary sport',
    options: [{ value: 'soccer', label: 'Soccer' }],
  };
  editField(field);
  try {
    validateFormSpec({
      id: 'registration',
      title: 'Registration',
      steps: [{ id: 'athletic', title: 'Athletic Background', fields: [field, ...extraFields] }],
    });
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(FormSpecError);
    return [...(error as FormSpecError).problems];
  }
}

describe('validateFormSpec', () => {
  it('says which argument is which when plain JavaScript passes a compiled form for the kit', () => {
    const spec = testKit.defineForm({
      id: 'tools',
      title: 'Tools',
      steps: [{ id: 'you', title: 'You', fields: [{ name: 'name', kind: 'text', label: 'Name' }] }],
    });
    const compiled = compileForm(testKit, spec);
    const argumentsNamed = /takes the kit first .* then the form as declared/;
    expect(() => toJSONSchema(compiled as never, spec)).toThrow(argumentsNamed);
    expect(() => compileForm(spec as never, testKit as never)).toThrow(argumentsNamed);
  });

  it('accepts a valid schema', () => {
    expect(problemsOf(() => {})).toEqual([]);
  });

  it('names the step and field of a select without options', () => {
    expect(problemsOf((field) => (field.options = []))).toEqual([
      'registration › step "athletic" › field "primarySport": a select needs at least one option',
    ]);
  });

  it('reports an unknown kind with the kinds it knows', () => {
    expect(problemsOf((field) => (field.kind = 'slider'))).toEqual([
      'registration › step "athletic" › field "primarySport": unknown kind "slider" (known kinds: date, email, tel, text, textarea, number, select, radio, checkboxes, consent, group)',
    ]);
  });

  it("accepts a field's own sample answer for the generated tests", () => {
    expect(problemsOf((field) => (field.sample = 'soccer'))).toEqual([]);
  });

  it('reports properties that do not belong to the kind', () => {
    expect(problemsOf((field) => (field.rows = 3))).toEqual([
      'registration › step "athletic" › field "primarySport": unknown property "rows" for this kind',
    ]);
  });

  it('reports an empty label and an option without a value', () => {
    expect(
      problemsOf((field) => {
        field.label = '  ';
        field.options = [{ value: '', label: 'Blank' }];
      }),
    ).toEqual([
      'registration › step "athletic" › field "primarySport": a field needs a label',
      'registration › step "athletic" › field "primarySport": option 1: an option needs a non-empty value',
    ]);
  });

  it('accepts a requiredMessage and reports a blank one', () => {
    expect(problemsOf((field) => (field.requiredMessage = 'Select a sport'))).toEqual([]);
    expect(problemsOf((field) => (field.requiredMessage = ' '))).toEqual([
      'registration › step "athletic" › field "primarySport": "requiredMessage" must be text',
    ]);
  });

  it('reports a name that cannot be a key', () => {
    expect(problemsOf((field) => (field.name = 'primary sport'))).toEqual([
      'registration › step "athletic" › field "primary sport": a field name must be an identifier (letters, digits, _ or $)',
    ]);
  });

  it('reports a field name used twice and an option value used twice', () => {
    const duplicate = { name: 'primarySport', kind: 'text', label: 'Again' };
    expect(
      problemsOf(
        (field) =>
          (field.options = [
            { value: 'a', label: 'A' },
            { value: 'a', label: 'A again' },
          ]),
        [duplicate],
      ),
    ).toEqual([
      'registration › step "athletic" › field "primarySport": the option value "a" appears twice',
      'registration › step "athletic" › field "primarySport": the name is already used in step "athletic"',
    ]);
  });

  it('reports a form without steps and a step without fields', () => {
    expect(() => validateFormSpec({ id: 'empty', title: 'Empty', steps: [] })).toThrow(
      'empty: a form needs at least one step',
    );
    expect(() =>
      validateFormSpec({ id: 'f', title: 'F', steps: [{ id: 's', title: 'S', fields: [] }] }),
    ).toThrow('f › step "s": a step needs at least one field');
  });

  it('survives input that is not a schema at all', () => {
    expect(() => validateFormSpec(null)).toThrow(FormSpecError);
    expect(() => validateFormSpec({ steps: 'six' })).toThrow(FormSpecError);
  });

  it('reports a condition on a later field of the same step, and a value that is not an option', () => {
    const later = {
      name: 'which',
      kind: 'text',
      label: 'Which?',
      visibleWhen: { field: 'after', equals: 'x' },
    };
    expect(problemsOf(() => {}, [later, { name: 'after', kind: 'text', label: 'After' }])).toEqual([
      'registration › step "athletic" › field "which": "visibleWhen" names "after", which comes after it (step "athletic"); a condition may name only a field above it, on the same or an earlier step',
    ]);
    const wrongValue = {
      name: 'which',
      kind: 'text',
      label: 'Which?',
      visibleWhen: { field: 'primarySport', equals: 'chess' },
    };
    expect(problemsOf(() => {}, [wrongValue])).toEqual([
      'registration › step "athletic" › field "which": "visibleWhen" compares "primarySport" with "chess", which is not one of its options',
    ]);
    const wrongKind = {
      name: 'which',
      kind: 'text',
      label: 'Which?',
      visibleWhen: { field: 'primarySport', includes: 'soccer' },
    };
    expect(problemsOf(() => {}, [wrongKind])).toEqual([
      'registration › step "athletic" › field "which": "visibleWhen" uses "includes" on "primarySport", which is not a checkboxes field',
    ]);
  });

  it('accepts string options, and reports a blank one, a repeated one and a number as a condition', () => {
    expect(problemsOf((field) => (field.options = ['Soccer', 'Golf']))).toEqual([]);
    expect(problemsOf((field) => (field.options = ['Soccer', ' ']))).toEqual([
      'registration › step "athletic" › field "primarySport": option 2: an option needs a non-empty value',
    ]);
    expect(problemsOf((field) => (field.options = ['Soccer', 'Soccer']))).toEqual([
      'registration › step "athletic" › field "primarySport": the option value "Soccer" appears twice',
    ]);
    const onNumber = [
      { name: 'age', kind: 'number', label: 'Age' },
      { name: 'why', kind: 'text', label: 'Why?', visibleWhen: { field: 'age', equals: '9' } },
    ];
    expect(problemsOf(() => {}, onNumber)).toEqual([
      'registration › step "athletic" › field "why": "visibleWhen" names "age", a number field; a condition may name a text, choice or consent field',
    ]);
    expect(problemsOf((field) => (field.kind = 'radio'))).toEqual([]);
  });

  it('reports a malformed pattern and a check whose args are not a number', () => {
    expect(
      problemsOf(() => {}, [
        {
          name: 'code',
          kind: 'text',
          label: 'Code',
          checks: [{ rule: 'pattern', args: '([a-z', message: 'M' }],
        },
        {
          name: 'size',
          kind: 'text',
          label: 'Size',
          checks: [{ rule: 'maxLength', args: 'ten', message: 'M' }],
        },
        {
          name: 'level',
          kind: 'text',
          label: 'Level',
          checks: [{ rule: 'min', args: 1, message: 'M', level: 'loud' }],
        },
      ]),
    ).toEqual([
      'registration › step "athletic" › field "level": "level" must be "error" or "warning"',
    ]);
    expect(
      problemsOf(() => {}, [
        {
          name: 'code',
          kind: 'text',
          label: 'Code',
          checks: [{ rule: 'pattern', args: '([a-z', message: 'M' }],
        },
        {
          name: 'size',
          kind: 'text',
          label: 'Size',
          checks: [{ rule: 'maxLength', args: 'ten', message: 'M' }],
        },
      ]),
    ).toEqual([
      'registration › step "athletic" › field "code": "pattern" has an invalid regular expression: ([a-z',
      'registration › step "athletic" › field "size": "maxLength" needs "args": a number',
    ]);
  });
});

describe("validateFormSpec on a step's condition", () => {
  /** The problems of a two-step form whose second step has `visibleWhen`. */
  function stepProblems(visibleWhen: unknown) {
    const text = (name: string) => ({ name, kind: 'text', label: name });
    const size = { name: 'size', kind: 'radio', label: 'Size', options: ['S', 'L'] };
    try {
      validateFormSpec({
        id: 'kit',
        title: 'Kit',
        steps: [
          { id: 'one', title: 'One', fields: [size] },
          { id: 'two', title: 'Two', visibleWhen, fields: [text('note')] },
          { id: 'three', title: 'Three', fields: [text('later')] },
        ],
      });
      return [];
    } catch (error) {
      expect(error).toBeInstanceOf(FormSpecError);
      return [...(error as FormSpecError).problems];
    }
  }

  it("accepts one naming an earlier step's field", () => {
    expect(stepProblems({ field: 'size', equals: 'L' })).toEqual([]);
  });

  it('rejects one naming its own step or a later one, naming the step', () => {
    expect(stepProblems({ field: 'note', equals: 'x' })).toEqual([
      'kit › step "two": "visibleWhen" names "note", a field of this step; a step\'s condition may name only a field of an earlier step',
    ]);
    expect(stepProblems({ field: 'later', equals: 'x' })).toEqual([
      'kit › step "two": "visibleWhen" names "later", which comes after it (step "three"); a step\'s condition may name only a field of an earlier step',
    ]);
  });

  it('checks the value as for a field: an option the field lacks', () => {
    expect(stepProblems({ field: 'size', equals: 'XL' })).toEqual([
      'kit › step "two": "visibleWhen" compares "size" with "XL", which is not one of its options',
    ]);
  });

  it('rejects a misspelt condition by its shape', () => {
    expect(stepProblems({ field: 'size', is: 'L' })).toHaveLength(1);
  });
});
