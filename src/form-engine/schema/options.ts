import type { FieldOption, FieldSpec } from './types.ts';

/** Each options list once normalised, so a field's options are turned into objects only once. */
const normalised = new WeakMap<object, readonly FieldOption[]>();

/**
 * A choice field's options as `{ value, label }` objects (a plain string is both), in order;
 * an empty list for kinds without options. Every reader of options goes through this.
 */
export function optionsOf(field: FieldSpec): readonly FieldOption[] {
  const options = field.options;
  if (!options) return [];
  let objects = normalised.get(options);
  if (!objects) {
    objects = options.map((option) =>
      typeof option === 'string' ? { value: option, label: option } : option,
    );
    normalised.set(options, objects);
  }
  return objects;
}

/** The values a choice field offers, in order; `undefined` for kinds without options. */
export function optionValuesOf(field: FieldSpec): string[] | undefined {
  return field.options && optionsOf(field).map((option) => option.value);
}
