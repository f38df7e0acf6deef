import type * as z from 'zod/mini';
import type { CheckFailure } from '../rules/rules.ts';
import type { RuleRegistry } from '../schema/check.ts';
import type { FieldBase, FieldOptions, FieldSpec, Text } from '../schema/types.ts';
import type { KindWords, KindWordsByLanguage, NoWords } from './kindWords.ts';
import type { GroupRows } from './rowKind.ts';

/** The words an answer is read with; the wizard passes its messages. */
export interface AnswerWords {
  readonly yes: string;
  readonly no: string;
  /** An optional answer left empty. */
  readonly notProvided: string;
  /** A BCP 47 locale for dates, e.g. `en-US` (March 4, 2012); without it a date reads as typed. */
  readonly locale?: string;
}

/**
 * What a kind made of other fields (the engine's `group`, whose rows are fields) reads of the
 * kit: the kind of each of its fields, for their blanks, samples, JSON Schema and review text.
 * The engine always passes it; a kind of single values never needs it.
 */
export interface KindParts {
  kindOf(field: FieldSpec): KindDefinition<unknown, FieldSpec>;
}

/**
 * What `format` reads of the form besides {@link KindParts}: the words of a field's kind in the
 * form's language, for a kind that formats its fields' answers (a group, its rows').
 */
export interface FormatParts extends KindParts {
  wordsOf(field: FieldSpec): KindWords;
}

/**
 * What a row kind's `rows` checks its rows with: the kit's kinds and rules, and what the form
 * says of a group itself (whether its answer is blank, its own checks, its step).
 */
export interface RowParts extends KindParts {
  readonly rules: RuleRegistry;
  /** The words of a field's kind in the form's language (see `KindDefinition.words`). */
  wordsOf(field: FieldSpec): KindWords;
  isBlank(name: string, value: unknown): boolean;
  checkFailureOf(name: string, values: Readonly<Record<string, unknown>>): CheckFailure | undefined;
  /** The index of the step a field (a group) is on. */
  stepIndexOf(name: string): number;
}

/** A JSON Schema document or subschema, as plain JSON. */
export type JSONSchema = { readonly [keyword: string]: unknown };

/**
 * The spec of a field whose kind declares no properties of its own: besides the field base,
 * `options` and `props` (settings of the kind's own, as plain data), as the meta-check reads them
 * for such a kind. A kind that has settings declares its own spec instead (see
 * `KindDefinition.properties`).
 */
export interface CustomFieldSpec<T extends Text = string> extends FieldBase<T> {
  readonly options?: FieldOptions<T>;
  readonly props?: Readonly<Record<string, unknown>>;
}

/** The properties a kind's spec adds to the field base, e.g. `options`, `rows`, `props`. */
export type OwnPropertyOf<Spec> = Exclude<keyof Spec, keyof FieldBase>;

/**
 * One zod schema per property a kind's spec adds to the field base: what the meta-check parses
 * that property with (the schema's message says what is wrong, e.g. `"rows" must be positive`).
 * Every property of the spec needs one, and no other is allowed.
 */
export type PropertySchemas<Spec> = {
  readonly [Property in OwnPropertyOf<Spec>]-?: z.ZodMiniType;
};

/**
 * Whose options a kind's value is made of: `one` of them (or `''` before a choice), or `many`
 * (the list ticked). `FormValues` then holds the field's own option values, not any string.
 */
export type ChoiceOfOptions = 'one' | 'many';

/**
 * Everything the engine knows about one kind of field: the engine's kinds and a form's own are
 * defined the same way (`defineKind`) and travel in the kit (`createFormKit({ kinds })`), so
 * adding a kind touches one place. `Value` is what the form holds for a field of the kind (the
 * type of `empty`); `Spec` is the shape of a field of the kind (the type of `schema`'s `field`):
 * the field base and the properties the kind adds (`properties`); `Component` is what renders it, taking the field contract
 * (`FieldProps<Spec, Value>`); `Schema` is the zod schema of the value, whose output is what
 * submit sends (and so what `FormValues` holds).
 *
 * @example
 * const starRating = defineKind({
 *   component: StarRatingField,
 *   empty: null as number | null,
 *   schema: (field: CustomFieldSpec, required: string) =>
 *     field.required ? z.number(required) : z.nullable(z.number()),
 *   format: (value, _field, words) => (value === null ? words.notProvided : `${value} of 5`),
 *   jsonSchema: (field) => ({ type: field.required ? 'number' : ['number', 'null'] }),
 *   sample: () => 4,
 * });
 */
export interface KindDefinition<
  Value = unknown,
  Spec extends FieldSpec = FieldSpec,
  Component = unknown,
  Schema extends z.ZodMiniType = z.ZodMiniType,
  Choice extends ChoiceOfOptions = never,
  Words extends KindWords = NoWords,
  Languages extends string = never,
> {
  /** The component that renders a field of this kind; it receives the field contract as props. */
  readonly component: Component;
  /**
   * The kind's own words by language: English, its default, and each language it ships, e.g.
   * `{ en: { chooseOne: 'Choose one' }, es: { chooseOne: 'Elija una opción' } }`. The component
   * receives them in the form's language (`FieldProps.words`), `schema` as its third argument; a
   * form's catalog may change any of them, and must give them all in a language the kind does
   * not ship (`FormTranslation.kinds`).
   */
  readonly words?: KindWordsByLanguage<Words, Languages>;
  /** The value before the person touches the field. */
  readonly empty: Value;
  /**
   * The zod schema of the value: it decides what `required` means for the kind (`required` is
   * the message to fail with), and its output is what submit sends. `words` are the kind's own
   * (see {@link KindDefinition.words}), in the form's language.
   */
  schema(field: Spec, required: string, words: Words): Schema;
  /**
   * How the review reads a value; the trimmed text, or "not provided" when empty, by default.
   * `words` are the wizard's words for answers and, over them, the kind's own (see
   * {@link KindDefinition.words}), both in the form's language: "4 out of 5", "4 de 5".
   */
  format?(
    value: Value,
    field: NoInfer<Spec>,
    words: AnswerWords & Words,
    parts?: FormatParts,
  ): string;
  /**
   * The JSON Schema of the submitted value (see `toJSONSchema`); any value when left out. It
   * must take what `schema` takes and refuse what it refuses: `checkJSONSchema` (stepform/testing)
   * tries both on the kind's sample, blanks and near misses.
   */
  jsonSchema?(field: NoInfer<Spec>, parts?: KindParts): JSONSchema;
  /**
   * A complete answer, for the generated tests; a field's own `sample` in the schema wins. The
   * testing helpers check it against the field's schema and `error` checks.
   */
  sample(field: NoInfer<Spec>, parts?: KindParts): Value;
  /**
   * Values a person may leave that still count as no answer, for the generated tests (e.g. white
   * space for text); `[empty]` when left out.
   */
  blanks?(field: NoInfer<Spec>): readonly Value[];
  /**
   * Whether a value is no answer: its checks do not run, the review lists it as not provided,
   * and a required field holding it is missing. Left out, the generic one (`isBlankValue`):
   * blank text, an empty list, `null` or `undefined`.
   */
  isEmpty?(value: Value, field: NoInfer<Spec>, parts?: KindParts): boolean;
  /**
   * The properties a field of this kind has beyond the field base, each with the zod schema the
   * meta-check reads it with; a property the kind does not list is reported (`unknown property
   * "rows" for this kind`). Left out: `options` and `props`, as plain data (`CustomFieldSpec`).
   * A function, so the schemas are built only when a form is checked. The built-in kinds give it
   * only outside production (`process.env.NODE_ENV !== 'production' ? () => (…) : undefined`), so
   * a production bundle, where the meta-check never runs, holds none of these schemas; a kind of
   * your own may do the same.
   */
  properties?(): NoInfer<PropertySchemas<Spec>>;
  /** Set when the value is made of the field's options (see {@link ChoiceOfOptions}). */
  readonly choice?: Choice;
  /**
   * For a kind whose fields hold rows of fields (a spec with `fields`, as the engine's `group`):
   * how the rows of a form's fields of this kind are checked and found by their paths, compiled
   * once per form with that form's fields of this kind alone (each rows kind of a kit compiles its
   * own). The kind brings this code, so a form without such a kind never loads it.
   */
  rows?(groups: readonly FieldSpec[], parts: RowParts): GroupRows;
}

/** A kit's kinds by name. */
// Any value, spec and words: a registry holds kinds of different value types side by side.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyKind = KindDefinition<any, any, unknown, any, any, any, any>;
export type KindRegistry = Readonly<Record<string, AnyKind>>;

/** The names a registry (of kinds, of rules) holds; none for a registry typed only as a record. */
export type NamesOf<Registry> = string extends keyof Registry ? never : keyof Registry & string;

/** The value a field of a kind holds while the person answers (the type of its `empty`). */
export type ValueOfKind<Kind> = Kind extends { readonly empty: infer Value } ? Value : unknown;

/**
 * The value submit sends for a field of a kind: its schema's output, or, where the schema is
 * typed only as a zod schema, the value it holds.
 */
export type SubmittedValueOfKind<Kind> = Kind extends {
  schema(...args: never): infer Schema extends z.ZodMiniType;
}
  ? unknown extends z.output<Schema>
    ? ValueOfKind<Kind>
    : z.output<Schema>
  : ValueOfKind<Kind>;

/**
 * The spec of a field of a kind: the field base and the properties the kind adds, texts in the
 * language the wizard shows.
 *
 * @example
 * type ChoiceSpec = SpecOf<typeof selectKinds.select>;   // FieldBase & { options: FieldOptions }
 */
export type SpecOf<Kind> = Kind extends { schema(field: infer Spec, ...rest: never): unknown }
  ? Spec
  : FieldSpec;
