import type { ChangeEvent, FocusEvent, RefCallback } from 'react';
import type { KindWords, NoWords } from '../kind/kindWords.ts';
import type { FieldSpec } from '../schema/types.ts';

/** A field's answer, and how its component reads and writes it. */
export interface FieldValueAccess<Value> {
  /** The answer when the component mounted: what an uncontrolled control starts from. */
  readonly initial: Value;
  /** The answer now. */
  current(): Value;
  /** Writes a new answer: the form, the step gate and the field's messages follow. */
  change(next: Value): void;
  /** Call when the person leaves the control: the field's warnings show from then on. */
  blur(): void;
  /**
   * For a native `<input>`, `<select>` or `<textarea>`: spread onto it (name, ref, onChange,
   * onBlur). The control stays uncontrolled, so typing re-renders nothing.
   */
  register(): NativeRegistration;
}

/** What {@link FieldValueAccess.register} gives a native control. */
export interface NativeRegistration {
  readonly name: string;
  readonly ref: RefCallback<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;
  readonly onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => Promise<void>;
  readonly onBlur: (
    event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
}

/**
 * The field contract: what every kind's component receives, the engine's own and a form's own
 * alike. Put `id` on the control (the first one of a group) and `describedBy` and `invalid`
 * (as `aria-invalid`) on it or its group, and the field gets what a built-in one gets: its label,
 * the error summary's link, and the message line the wizard draws under it.
 *
 * @example
 * function StarRatingField({ field, id, describedBy, invalid, value }: FieldProps<CustomFieldSpec, number | null>) {
 *   const [stars, setStars] = useState(value.initial);
 *   return (
 *     <fieldset aria-describedby={describedBy} aria-invalid={invalid || undefined}>
 *       <legend>{field.label}</legend>
 *       {[1, 2, 3, 4, 5].map((n) => (
 *         <label key={n}><input type="radio" id={n === 1 ? id : undefined} name={field.name} checked={stars === n}
 *           onChange={() => { setStars(n); value.change(n); }} onBlur={value.blur} />{n}</label>
 *       ))}
 *     </fieldset>
 *   );
 * }
 */
export interface FieldProps<
  Spec extends FieldSpec = FieldSpec,
  Value = unknown,
  Words extends KindWords = NoWords,
> {
  /** The field's schema entry, its texts in the wizard's language. */
  readonly field: Spec;
  /**
   * The kind's own words (`defineKind({ words })`) in the form's language, with any the form's
   * catalog changes: what the component says beyond the field's texts, e.g. a select's "Choose one".
   */
  readonly words: Words;
  /**
   * The form's language, e.g. `es`: for what a kind formats itself (a date picker's month names,
   * a number's separators, words of its own).
   */
  readonly language: string;
  /** The control's DOM id: a `<label htmlFor>` and the error summary's link point at it. */
  readonly id: string;
  /** The id of the helper text, when the field has one; render `field.helperText` with it. */
  readonly helperId: string | undefined;
  /** `aria-describedby` for the control: the helper text and the message line, if any. */
  readonly describedBy: string | undefined;
  /** The field's error, shown after the person tried to move on while it is wrong or missing. */
  readonly error: string | undefined;
  /** The warning the field shows now (never blocks), if any. */
  readonly warning: string | undefined;
  /** Whether the field shows an error: set `aria-invalid` and the error colour from it. */
  readonly invalid: boolean;
  /** The field's answer: read it, write it, or register a native control. */
  readonly value: FieldValueAccess<Value>;
}
