import type { UnsaidCheck } from './unsaidChecks.ts';

/**
 * A JSON Schema validator, compiled from a schema: whether a value is valid. An ajv compiled
 * function is one (its `errors` then say why a value is not).
 */
export type JSONSchemaValidator = ((value: unknown) => boolean) & { readonly errors?: unknown };

/** What {@link checkJSONSchema} found. */
export interface JSONSchemaCheck {
  /** How many answers both judged. */
  readonly checked: number;
  /**
   * Each answer they judged apart, in words: where, the answer, which takes it and which
   * refuses it (with the validator's reasons). Empty when the JSON Schema is as strict as the
   * wizard, and no stricter.
   */
  readonly disagreements: readonly string[];
  /**
   * The `error` checks JSON Schema cannot say, by field and rule (a check that waits, a rule
   * comparing two answers, a rule of the kit, a built-in rule the kind leaves out): the wizard
   * refuses what they refuse, a server checking the JSON Schema alone does not.
   */
  readonly unsaid: readonly UnsaidCheck[];
}
