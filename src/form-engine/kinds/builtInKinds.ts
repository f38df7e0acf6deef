import * as z from 'zod/mini';
import { formatDate } from '../answers/formatDate.ts';
import type { JSONSchema, KindDefinition } from '../kind/kind.ts';
import { optionsOf, optionValuesOf } from '../schema/options.ts';
import type {
  CheckboxesFieldSpec,
  ConsentFieldSpec,
  FieldSpec,
  NumberFieldSpec,
  RadioFieldSpec,
  SelectFieldSpec,
  TextareaFieldSpec,
  TextFieldSpec,
} from '../schema/types.ts';

/**
 * The engine's own kinds without their components: what a kind means for values, the review,
 * JSON Schema and the generated tests. `stepform/kinds` pairs each with its component; a form's
 * own kind is defined in exactly the same shape (see `KindDefinition`).
 */
type Logic<Value, Spec extends FieldSpec> = Omit<KindDefinition<Value, Spec>, 'component'>;

/** The values a choice field offers; the meta-check guarantees at least one. */
const choices = (field: FieldSpec) => optionValuesOf(field) as [string, ...string[]];

const textBlanks = () => ['', ' ', '\t\n  '];

/** JSON Schema keywords for the field's `error` checks of `rule`. */
const errorChecks = (field: FieldSpec, rule: string) =>
  (field.checks ?? []).filter(
    (check) => check.rule === rule && (check.level ?? 'error') === 'error',
  );

/** The keywords of a field's `error` checks that JSON Schema can say, on an answer given. */
function checkKeywords(field: FieldSpec, [min, max]: readonly [string, string]) {
  return [
    ...errorChecks(field, 'minLength').map((check) => ({ [min]: check.args })),
    ...errorChecks(field, 'maxLength').map((check) => ({ [max]: check.args })),
    ...errorChecks(field, 'pattern').map((check) => ({ pattern: check.args })),
  ];
}

/** Text as typed; the trimmed text, or "not provided", in the review. */
function textLogic<Spec extends TextFieldSpec | TextareaFieldSpec>(
  sample: (field: Spec) => string,
): Logic<string, Spec> {
  return {
    empty: '',
    // What was typed into a required field is kept as typed; an optional answer is trimmed at
    // submit, so white space alone arrives as an empty answer.
    schema: (field, required) =>
      field.required
        ? z.string(required).check(z.refine((text) => text.trim() !== '', required))
        : z.string().check(z.trim()),
    format: (value, field, words) => {
      const text = value.trim();
      if (text === '') return words.notProvided;
      return field.kind === 'date' && words.locale ? formatDate(text, words.locale) : text;
    },
    jsonSchema: (field): JSONSchema => {
      const checks = checkKeywords(field, ['minLength', 'maxLength']);
      // Required means a character that is not white space; checks look only at an answer given.
      if (field.required) {
        return {
          type: 'string',
          minLength: 1,
          pattern: '\\S',
          ...(checks.length > 0 && { allOf: checks }),
        };
      }
      return checks.length
        ? { type: 'string', anyOf: [{ const: '' }, { allOf: checks }] }
        : { type: 'string' };
    },
    sample,
    blanks: textBlanks,
  };
}

/** `text`, `email`, `tel` and `date`: one line, the input's `type`. */
export const textLogics = {
  text: textLogic<TextFieldSpec>((field) => `Sample ${field.label}`),
  email: textLogic<TextFieldSpec>(() => 'someone@example.com'),
  tel: textLogic<TextFieldSpec>(() => '(555) 010-0199'),
  date: textLogic<TextFieldSpec>(() => '2000-01-15'),
  textarea: textLogic<TextareaFieldSpec>(
    (field) => `Sample ${field.label.toLowerCase()}.\nSecond line.`,
  ),
};

/** What the person is told when a number field holds something that is not a number. */
export const notANumberMessageOf = (field: FieldSpec) => `${field.label} must be a number`;

/**
 * A number: the form holds the text as typed (or a number or `null` given as a default); submit
 * sends the number, or `null` for an optional one left empty.
 */
export const numberLogic: Logic<string | number | null, NumberFieldSpec> = {
  empty: '',
  schema: (field, required) =>
    z.pipe(
      z.union([z.string(), z.number(), z.null()], required),
      z.transform((input: string | number | null, payload): number | null => {
        const text = input === null ? '' : typeof input === 'number' ? String(input) : input.trim();
        if (text === '') {
          if (field.required) payload.issues.push({ code: 'custom', message: required, input });
          return null;
        }
        const number = Number(text);
        if (!Number.isFinite(number)) {
          payload.issues.push({ code: 'custom', message: notANumberMessageOf(field), input });
        }
        return number;
      }),
    ),
  format: (value, _field, words) => {
    const text = value === null ? '' : String(value).trim();
    return text === '' ? words.notProvided : text;
  },
  jsonSchema: (field) => {
    const limits = [
      ...errorChecks(field, 'min').map((check) => ({ minimum: check.args })),
      ...errorChecks(field, 'max').map((check) => ({ maximum: check.args })),
    ];
    // An optional number left empty is submitted as null; min and max apply to numbers only.
    return {
      type: field.required ? 'number' : ['number', 'null'],
      ...(limits.length > 0 && { allOf: limits }),
    };
  },
  sample: () => '12',
  blanks: textBlanks,
};

/** One option out of a list (a `select` or `radio`): its value, or `''` when none is chosen. */
function singleChoiceLogic<Spec extends SelectFieldSpec | RadioFieldSpec>(): Logic<string, Spec> {
  return {
    empty: '',
    schema: (field, required) => {
      const chosen = z.enum(choices(field), required);
      return field.required ? chosen : z.union([chosen, z.literal('')]);
    },
    format: (value, field, words) =>
      optionsOf(field).find((option) => option.value === value)?.label ?? words.notProvided,
    jsonSchema: (field) => {
      const values = choices(field);
      return { type: 'string', enum: field.required ? values : [...values, ''] };
    },
    sample: (field) => choices(field)[0],
    // A value that is not one of the options (an old schema's) is no answer either.
    isEmpty: (value, field) => !choices(field).includes(value),
  };
}

export const selectLogic = singleChoiceLogic<SelectFieldSpec>();
export const radioLogic = singleChoiceLogic<RadioFieldSpec>();

/** Any number of options: the chosen values, in the options' order. */
export const checkboxesLogic: Logic<string[], CheckboxesFieldSpec> = {
  empty: [],
  schema: (field, required) => {
    const list = z.array(z.enum(choices(field)));
    return field.required ? list.check(z.minLength(1, required)) : list;
  },
  format: (value, field, words) => {
    const labels = optionsOf(field)
      .filter((option) => value.includes(option.value))
      .map((option) => option.label);
    return labels.length > 0 ? labels.join(', ') : words.notProvided;
  },
  jsonSchema: (field) => {
    const checks = checkKeywords(field, ['minItems', 'maxItems']);
    const items = { type: 'array', items: { enum: choices(field) }, uniqueItems: true };
    if (field.required)
      return { ...items, minItems: 1, ...(checks.length > 0 && { allOf: checks }) };
    return checks.length ? { ...items, anyOf: [{ maxItems: 0 }, { allOf: checks }] } : items;
  },
  sample: (field) => [choices(field)[0]],
};

/** One agreement: `true` when ticked. Declining is an answer, so it is always reviewed. */
export const consentLogic: Logic<boolean, ConsentFieldSpec> = {
  empty: false,
  schema: (field, required) => (field.required ? z.literal(true, required) : z.boolean()),
  format: (value, _field, words) => (value === true ? words.yes : words.no),
  jsonSchema: (field) => (field.required ? { const: true } : { type: 'boolean' }),
  sample: () => true,
  isEmpty: () => false,
};

/** The names of the engine's own kinds. */
export type BuiltInKindName =
  keyof typeof textLogics | 'number' | 'select' | 'radio' | 'checkboxes' | 'consent';
