import type { FieldValue } from '../core/formValues';
import { useChoiceValue } from './useChoiceValue';

/**
 * For the component of a custom kind: the field's value when it mounted (`initial`), a reader of
 * its current value (`current()`), and `change(next)`, which writes the form and tells the step
 * gate. Nothing re-renders on a change; the component keeps its own display state.
 *
 * @example
 * function StarRatingField({ field }: { field: CustomFieldSpec }) {
 *   const { initial, change } = useFieldValue<number | null>(field.name);
 *   …
 * }
 */
export function useFieldValue<Value extends FieldValue>(name: string) {
  return useChoiceValue<Value>(name);
}
