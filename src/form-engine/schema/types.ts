import type { CheckSpec } from './check.ts';
import type { Text } from './text.ts';

export type { Text } from './text.ts';

/**
 * The schema format: plain, JSON-shaped data that describes a multi-step form.
 * A form is a list of steps; a step is a list of fields; a field's `kind` picks its component.
 */

/** The engine's own kinds; a kit may add its own (see `createFormKit`). */
export type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'date'
  | 'textarea'
  | 'number'
  | 'select'
  | 'radio'
  | 'checkboxes'
  | 'consent';

/** Kinds whose value is a single line or block of text. */
export type TextLikeKind = 'text' | 'email' | 'tel' | 'date' | 'textarea';

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

/** Marks choice-only properties as absent on other kinds, so `options` on a text field is a type error. */
interface NoOptions {
  readonly options?: never;
}

/**
 * When a field shows: only while the field it names (one above it, on the same or an earlier step)
 * holds a value. A hidden field is not rendered, does not gate its step, is left out of the review
 * and of the submitted values, and gets its answer back if it shows again.
 *
 * @example
 * { field: 'primarySport', equals: 'other' }   // a select, radio or text field holds this value
 * { field: 'primarySport', oneOf: ['football', 'soccer'] }   // a select or radio
 * { field: 'secondarySports', includes: 'Other' }   // checkboxes with this option ticked
 * { field: 'mediaRelease', equals: true }   // a consent ticked
 */
export type VisibleWhen =
  | { readonly field: string; readonly equals: string | boolean }
  | { readonly field: string; readonly oneOf: readonly [string, ...string[]] }
  | { readonly field: string; readonly includes: string };

interface FieldBase<T extends Text> {
  /** The key of the value in the submitted data, and the control's `name` attribute. */
  readonly name: string;
  /** The visible label; the engine adds ` *` to required fields. */
  readonly label: T;
  /** Filled after trimming, chosen, or ticked (the engine's README, "The schema"). */
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
  /** Shows the field only while another field holds a value; see {@link VisibleWhen}. */
  readonly visibleWhen?: VisibleWhen;
  /** Checks of the answer beyond `required`, each an error or a warning; see `CheckSpec`. */
  readonly checks?: readonly CheckSpec<T>[];
  /**
   * A complete answer for the generated tests, when the kind's own sample would fail one of
   * this field's checks (a date that must be after another, say). JSON data, never shown.
   */
  readonly sample?: unknown;
}

/** A single-line input: `text`, `email`, `tel` or `date` (the input's `type`). */
export interface TextFieldSpec<T extends Text = string> extends FieldBase<T>, NoOptions {
  readonly kind: 'text' | 'email' | 'tel' | 'date';
}

/** A multi-line text input. */
export interface TextareaFieldSpec<T extends Text = string> extends FieldBase<T>, NoOptions {
  readonly kind: 'textarea';
  /** Visible rows before it grows. */
  readonly rows?: number;
}

/**
 * A number, typed into an `<input type="number">` (a decimal keypad on phones unless `inputMode`
 * says otherwise). The form holds the text as typed; submit sends a number, or `null` when an
 * optional one is left empty. `min`/`max` checks compare the number.
 */
export interface NumberFieldSpec<T extends Text = string> extends FieldBase<T>, NoOptions {
  readonly kind: 'number';
  /** The step of the input's arrows and of the browser's own hint, e.g. `0.5`; default 1. */
  readonly step?: number;
}

/** One option out of a list; the value is the option's `value` or `''` when none is chosen. */
export interface SelectFieldSpec<T extends Text = string> extends FieldBase<T> {
  readonly kind: 'select';
  readonly options: FieldOptions<T>;
}

/**
 * One option out of a short list, all shown as radio buttons in a fieldset (arrow keys move
 * between them); the value is the option's `value` or `''` when none is chosen.
 */
export interface RadioFieldSpec<T extends Text = string> extends FieldBase<T> {
  readonly kind: 'radio';
  readonly options: FieldOptions<T>;
}

/** Any number of options out of a list; the value is the list of chosen `value`s. */
export interface CheckboxesFieldSpec<T extends Text = string> extends FieldBase<T> {
  readonly kind: 'checkboxes';
  readonly options: FieldOptions<T>;
}

/** A single agreement checkbox; the value is `true` when ticked. Its label is the statement. */
export interface ConsentFieldSpec<T extends Text = string> extends FieldBase<T>, NoOptions {
  readonly kind: 'consent';
  /**
   * The agreement in full, behind a disclosure under its key points (`helperText`); paragraphs
   * separated by blank lines.
   */
  readonly fullText?: T;
}

/**
 * A field of a kind of the form's own, in its kit (`createFormKit({ kinds })`), e.g. `starRating`.
 * Its kind must be in the kit (type-checking and the meta-check say so); `props` holds settings
 * of the kind's own, as plain data.
 */
export interface CustomFieldSpec<T extends Text = string> extends FieldBase<T> {
  readonly kind: CustomKindName;
  readonly options?: FieldOptions<T>;
  readonly props?: Readonly<Record<string, unknown>>;
}

/**
 * The name of a custom kind: any name but a built-in one. (Type-checking a form narrows it to the
 * names its kit registered; see `CheckedForm`.)
 */
export type CustomKindName = string & {};

/**
 * Any field of the schema. `FieldSpec` (plain strings) is what the engine works with once a form
 * is compiled in one language; `FieldSpec<Text>` is what a schema file may write.
 */
export type FieldSpec<T extends Text = string> =
  | TextFieldSpec<T>
  | TextareaFieldSpec<T>
  | NumberFieldSpec<T>
  | SelectFieldSpec<T>
  | RadioFieldSpec<T>
  | CheckboxesFieldSpec<T>
  | ConsentFieldSpec<T>
  | CustomFieldSpec<T>;

/** Kinds whose value is one of their options: `select` and `radio`. */
export type SingleChoiceKind = 'select' | 'radio';

/** The field spec of one kind. */
export type FieldSpecOfKind<K extends FieldKind, T extends Text = string> = Extract<
  FieldSpec<T>,
  { readonly kind: K }
>;

/** One page of the wizard. */
export interface StepSpec<T extends Text = string> {
  /** Stable identifier, used in messages and tests. */
  readonly id: string;
  /** Shown in the stepper, the step heading and the document title. */
  readonly title: T;
  readonly description?: T;
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
