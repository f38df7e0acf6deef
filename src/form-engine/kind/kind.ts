import type * as z from 'zod/mini';
import type { FieldSpec } from '../schema/types.ts';

/** The words an answer is read with; the wizard passes its messages. */
export interface AnswerWords {
  readonly yes: string;
  readonly no: string;
  /** An optional answer left empty. */
  readonly notProvided: string;
  /** A BCP 47 locale for dates, e.g. `en-US` (March 4, 2012); without it a date reads as typed. */
  readonly locale?: string;
}

/** A JSON Schema document or subschema, as plain JSON. */
export type JSONSchema = { readonly [keyword: string]: unknown };

/**
 * Everything the engine knows about one kind of field, built-in or a form's own: they are
 * defined the same way and travel in the kit (`createFormKit({ kinds })`), so adding a kind
 * touches one place. `Value` is what the form holds and submits for a field of the kind;
 * `Spec` is the field's schema entry, `Component` the React component that renders it, which
 * takes the field contract (`FieldProps<Spec, Value>`); declare one with `defineKind`, which
 * holds the component to that.
 *
 * @example
 * const starRating = defineKind({
 *   component: StarRatingField,
 *   empty: null as number | null,
 *   schema: (field) => (field.required ? z.number() : z.nullable(z.number())),
 *   format: (value, _field, words) => (value === null ? words.notProvided : `${value} of 5`),
 *   jsonSchema: (field) => ({ type: field.required ? 'integer' : ['integer', 'null'] }),
 *   sample: () => 4,
 * });
 */
export interface KindDefinition<
  Value = unknown,
  Spec extends FieldSpec = FieldSpec,
  Component = unknown,
> {
  /** The component that renders a field of this kind; it receives the field contract as props. */
  readonly component: Component;
  /** The value before the person touches the field. */
  readonly empty: Value;
  /**
   * The zod schema of the value: it decides what `required` means for the kind (`required` is
   * the message to fail with), and its output is what submit sends.
   */
  schema(field: Spec, required: string): z.ZodMiniType;
  /** How the review reads a value; the trimmed text, or "not provided" when empty, by default. */
  format?(value: Value, field: Spec, words: AnswerWords): string;
  /** The JSON Schema of the submitted value (see `toJSONSchema`); any value when left out. */
  jsonSchema?(field: Spec): JSONSchema;
  /**
   * A complete answer, for the generated tests; a field's own `sample` in the schema wins. The
   * testing helpers check it against the field's schema and `error` checks.
   */
  sample(field: Spec): Value;
  /**
   * Values a person may leave that still count as no answer, for the generated tests (e.g. white
   * space for text); `[empty]` when left out.
   */
  blanks?(field: Spec): readonly Value[];
  /** Whether a value is no answer (not reviewed, never checked); see `isUnanswered` by default. */
  isEmpty?(value: Value, field: Spec): boolean;
}

/** A kit's kinds by name. */
// Any value and spec: a registry holds kinds of different value types side by side.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type KindRegistry = Readonly<Record<string, KindDefinition<any, any, unknown>>>;

/** The value type of a kind definition. */
export type ValueOfKind<Kind> = Kind extends { readonly empty: infer Value } ? Value : unknown;
