import type { CheckSpec } from './check.ts';
import type { Text } from './text.ts';
import type { VisibleWhen } from './condition.ts';

export type { Text } from './text.ts';
export type { FieldCondition, RowCondition, RowsCondition, VisibleWhen } from './condition.ts';

/**
 * The schema format: plain, JSON-shaped data that describes a multi-step form.
 * A form is a list of steps; a step is a list of fields; a field's `kind` picks its component.
 */

/** A choice of a `select`, `radio` or `checkboxes` field: `value` is stored, `label` is shown. */
export interface FieldOption<T extends Text = string> {
  readonly value: string;
  readonly label: T;
}

/**
 * The choices of a `select`, `radio` or `checkboxes` field: at least one, so `options: []` is a
 * type error (and a meta-check error for schemas that arrive without types). A plain string is an
 * option whose value and label are that string; the engine reads options through `optionsOf`.
 *
 * @example
 * options: [{ value: 'xs', label: 'Extra small' }, { value: 's', label: 'Small' }]
 * options: ['XS', 'S', 'M', 'L']
 */
export type FieldOptions<T extends Text = string> = readonly [
  FieldOption<T> | string,
  ...(FieldOption<T> | string)[],
];

/** Columns of a 12-column grid a field spans from the `sm` breakpoint up; phones always use 12. */
export type FieldWidth = 3 | 4 | 6 | 8 | 9 | 12;

/**
 * What every field has, whatever its kind; a kind's spec adds its own properties to it (see
 * `KindDefinition.properties`).
 */
export interface FieldBase<T extends Text = string> {
  /** The key of the value in the submitted data, and the control's `name` attribute. */
  readonly name: string;
  /** One of its kit's kinds (`createFormKit({ kinds })`), e.g. `text`, `select`, `starRating`. */
  readonly kind: string;
  /** The visible label; the engine adds ` *` to required fields. */
  readonly label: T;
  /** Not blank for its kind: filled after trimming, chosen, ticked (the engine's README, "The schema"). */
  readonly required?: boolean;
  /**
   * What to say when a required field is missing and the person tries to move on, e.g. "Enter the
   * athlete's first name" (shown under the field and in the error summary). Without it the
   * wizard's `requiredError` message says it.
   */
  readonly requiredMessage?: T;
  readonly helperText?: T;
  readonly placeholder?: T;
  /** An HTML `autocomplete` token, e.g. `given-name`, `email`, `tel`, `postal-code`. */
  readonly autoComplete?: string;
  /** Which on-screen keyboard a phone shows, e.g. `numeric` for a ZIP code (HTML `inputmode`). */
  readonly inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url';
  readonly width?: FieldWidth;
  /**
   * Shows the field only while a condition over the answers above it holds; see
   * {@link VisibleWhen}. A group's row field names fields above it in its row.
   */
  readonly visibleWhen?: VisibleWhen;
  /** Checks of the answer beyond `required`, each an error or a warning; see `CheckSpec`. */
  readonly checks?: readonly CheckSpec<T>[];
  /**
   * A complete answer for the generated tests, when the kind's own sample would fail one of
   * this field's checks (a date that must be after another, say). JSON data, never shown.
   */
  readonly sample?: unknown;
}

/**
 * Any field, as the engine reads it whatever its kind: the field base, and the `options` of a
 * kind that has them. What else a field may hold is its kind's to say (see `KindDefinition`):
 * in a form declared with a kit, each field is held to its own kind's spec.
 */
export interface FieldSpec<T extends Text = string> extends FieldBase<T> {
  readonly options?: FieldOptions<T>;
  /**
   * The fields of each row, for a kind whose value is a list of rows (the engine's `group`):
   * each row holds one answer per field, and each input of each row is a field of its own.
   */
  readonly fields?: readonly FieldSpec<T>[];
}

/**
 * The texts of a field that are plain properties, which a catalog translates (options, checks and
 * a group's row fields have their own shape). `fullText` is the consent's statement in full;
 * `rowLabel` and `addLabel` name a group's rows ("Job", so "Job 2") and its Add button.
 */
export const fieldTextKeys = [
  'label',
  'helperText',
  'placeholder',
  'requiredMessage',
  'fullText',
  'rowLabel',
  'addLabel',
] as const;
export type FieldTextKey = (typeof fieldTextKeys)[number];

/** One page of the wizard. */
export interface StepSpec<T extends Text = string> {
  /** Stable identifier, used in messages and tests. */
  readonly id: string;
  /** Shown in the stepper, the step heading and the document title. */
  readonly title: T;
  readonly description?: T;
  /**
   * Shows the step only while a condition over the answers of earlier steps holds (the same
   * conditions as a field's; see {@link VisibleWhen}). While it does not hold the step is gone: from the stepper,
   * from "Step n of N", from the review and from the submitted values, and its required fields
   * never gate.
   *
   * @example
   * const guardianStep: StepSpec = {
   *   id: 'guardian',
   *   title: 'Parent or guardian',
   *   visibleWhen: { field: 'age', equals: 'minor' }, // a field of an earlier step
   *   fields: [{ name: 'guardianName', kind: 'text', label: 'Guardian name', required: true }],
   * };
   */
  readonly visibleWhen?: VisibleWhen;
  readonly fields: readonly FieldSpec<T>[];
}

/** A whole multi-step form; `FormSpec<Text>` is a schema whose texts may be translated. */
export interface FormSpec<T extends Text = string> {
  /** Names the form in configuration error messages, e.g. `registration`. */
  readonly id: string;
  readonly title: T;
  /** The language of texts given as plain strings, and the fallback for a missing one; `en` by default. */
  readonly defaultLanguage?: string;
  readonly steps: readonly StepSpec<T>[];
}
