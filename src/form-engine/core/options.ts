import type { FieldSpec } from './types';

/** The values a choice field offers, in order; `undefined` for kinds without options. */
export function optionValuesOf(field: FieldSpec): string[] | undefined {
  return field.options?.map((option) => option.value);
}
