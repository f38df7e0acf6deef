import type * as z from 'zod/mini';
import type { AnswerWords } from './formatAnswer';
import type { FieldValue } from './formValues';
import type { JSONSchema } from './toJSONSchema';
import type { CustomFieldSpec, FieldSpec } from './types';

/**
 * A field kind a site adds without editing the engine, registered with `createFormKit({ kinds })`.
 * Its component receives `{ field }` (the field's spec) like the built-in ones, reads and writes
 * its value through the engine's hooks, and may use `field.props` for settings of its own.
 *
 * @example
 * const starRating: KindDefinition<number | null> = {
 *   component: StarRatingField,                     // a React component of the site
 *   empty: null,
 *   schema: (field) => (field.required ? z.number() : z.nullable(z.number())),
 *   format: (value, _field, words) => (value === null ? words.notProvided : '★'.repeat(value as number)),
 *   jsonSchema: (field) => ({ type: field.required ? 'integer' : ['integer', 'null'], minimum: 1, maximum: 5 }),
 *   sample: 4,
 * };
 */
export interface KindDefinition<Value extends FieldValue = FieldValue, Component = unknown> {
  /** The React component that renders a field of this kind: `ComponentType<{ field }>`. */
  readonly component: Component;
  /** The value before the person touches the field. */
  readonly empty: Value;
  /**
   * The zod schema of the value; it decides what `required` means for the kind, and its output
   * is what submit sends.
   */
  schema(field: CustomFieldSpec): z.ZodMiniType;
  /** How the review reads a value; the trimmed text, or "not provided", by default. */
  format?(value: unknown, field: CustomFieldSpec, words: AnswerWords): string;
  /** The JSON Schema of the submitted value (see `toJSONSchema`); any value when left out. */
  jsonSchema?(field: CustomFieldSpec): JSONSchema;
  /** A valid value, for the generated tests. */
  readonly sample: Value;
}

/** A site's kinds by name, passed to `createFormKit`. */
export type KindRegistry = Readonly<Record<string, KindDefinition>>;

/** The kinds each field was declared with; fields are plain objects, so this sits beside them. */
const kindsOfField = new WeakMap<object, KindRegistry>();

/** Remembers the kit's kinds beside a field declared with the kit's `defineForm`. */
export function rememberKinds(field: FieldSpec, kinds: KindRegistry): void {
  kindsOfField.set(field, kinds);
}

/** The kinds a field's kit registered (none for a plain `defineForm`). */
export function kindsOf(field: FieldSpec): KindRegistry {
  return kindsOfField.get(field) ?? {};
}

/** The registered definition of a field's kind, if its kind is a custom one. */
export function customKindOf(field: FieldSpec): KindDefinition | undefined {
  const kinds = kindsOfField.get(field);
  return kinds && Object.hasOwn(kinds, field.kind) ? kinds[field.kind] : undefined;
}
