import type { CheckSpec } from './checks';

/**
 * The schema format: plain, JSON-shaped data that describes a multi-step form.
 * A form is a list of steps; a step is a list of fields; a field's `kind` picks its component.
 */

/** Every kind of field the engine can render. The registry maps each one to a component. */
export const fieldKinds = [
  'text',
  'email',
  'tel',
  'date',
  'textarea',
  'select',
  'checkboxes',
  'consent',
] as const;

/** One of {@link fieldKinds}. */
export type FieldKind = (typeof fieldKinds)[number];

/** Kinds whose value is a single line or block of text. */
export type TextLikeKind = 'text' | 'email' | 'tel' | 'date' | 'textarea';

/** A choice of a `select` or `checkboxes` field: `value` is stored, `label` is shown. */
export interface FieldOption {
  readonly value: string;
  readonly label: string;
}

/**
 * The choices of a `select` or `checkboxes` field: at least one, so `options: []` is a type error
 * (and a meta-check error for schemas that arrive without types).
 */
export type FieldOptions = readonly [FieldOption, ...FieldOption[]];

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
 * { field: 'primarySport', oneOf: ['football', 'soccer'] }
 * { field: 'secondarySports', includes: 'Other' }   // checkboxes with this option ticked
 * { field: 'mediaRelease', equals: true }   // a consent ticked
 */
export type VisibleWhen =
  | { readonly field: string; readonly equals: string | boolean }
  | { readonly field: string; readonly oneOf: readonly [string, ...string[]] }
  | { readonly field: string; readonly includes: string };

interface FieldBase {
  /** The key of the value in the submitted data, and the control's `name` attribute. */
  readonly name: string;
  /** The visible label; the engine adds ` *` to required fields. */
  readonly label: string;
  /** See the engine's README section "required": filled after trimming, chosen, or ticked. */
  readonly required?: boolean;
  readonly helperText?: string;
  readonly placeholder?: string;
  /** An HTML `autocomplete` token, e.g. `given-name`, `email`, `tel`, `postal-code`. */
  readonly autoComplete?: string;
  /** Which on-screen keyboard a phone shows, e.g. `numeric` for a ZIP code (HTML `inputmode`). */
  readonly inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url';
  readonly width?: FieldWidth;
  /** Shows the field only while another field holds a value; see {@link VisibleWhen}. */
  readonly visibleWhen?: VisibleWhen;
  /** Checks of the answer beyond `required`, each an error or a warning; see `CheckSpec`. */
  readonly checks?: readonly CheckSpec[];
}

/** A single-line input: `text`, `email`, `tel` or `date` (the input's `type`). */
export interface TextFieldSpec extends FieldBase, NoOptions {
  readonly kind: 'text' | 'email' | 'tel' | 'date';
}

/** A multi-line text input. */
export interface TextareaFieldSpec extends FieldBase, NoOptions {
  readonly kind: 'textarea';
  /** Visible rows before it grows. */
  readonly rows?: number;
}

/** One option out of a list; the value is the option's `value` or `''` when none is chosen. */
export interface SelectFieldSpec extends FieldBase {
  readonly kind: 'select';
  readonly options: FieldOptions;
}

/** Any number of options out of a list; the value is the list of chosen `value`s. */
export interface CheckboxesFieldSpec extends FieldBase {
  readonly kind: 'checkboxes';
  readonly options: FieldOptions;
}

/** A single agreement checkbox; the value is `true` when ticked. Its label is the statement. */
export interface ConsentFieldSpec extends FieldBase, NoOptions {
  readonly kind: 'consent';
  /**
   * The agreement in full, behind a disclosure under its key points (`helperText`); paragraphs
   * separated by blank lines.
   */
  readonly fullText?: string;
}

/** Any field of the schema. */
export type FieldSpec =
  TextFieldSpec | TextareaFieldSpec | SelectFieldSpec | CheckboxesFieldSpec | ConsentFieldSpec;

/** The field spec of one kind. */
export type FieldSpecOfKind<K extends FieldKind> = Extract<FieldSpec, { readonly kind: K }>;

/** One page of the wizard. */
export interface StepSpec {
  /** Stable identifier, used in messages and tests. */
  readonly id: string;
  /** Shown in the stepper, the step heading and the document title. */
  readonly title: string;
  readonly description?: string;
  readonly fields: readonly FieldSpec[];
}

/** A whole multi-step form. */
export interface FormSpec {
  /** Names the form in configuration error messages, e.g. `registration`. */
  readonly id: string;
  readonly title: string;
  readonly steps: readonly StepSpec[];
}
