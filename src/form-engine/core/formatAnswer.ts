import type { FieldSpec } from './types';

/** What the review shows for an optional field left empty. */
export const notProvided = 'Not provided';

/**
 * A field's value as the review summary reads it: option labels rather than stored values,
 * `Yes`/`No` for consents, and "Not provided" for anything left empty.
 */
export function formatAnswer(field: FieldSpec, value: unknown): string {
  switch (field.kind) {
    case 'consent':
      return value === true ? 'Yes' : 'No';
    case 'select': {
      const option = field.options.find((candidate) => candidate.value === value);
      return option ? option.label : notProvided;
    }
    case 'checkboxes': {
      const chosen = Array.isArray(value) ? value : [];
      const labels = field.options
        .filter((option) => chosen.includes(option.value))
        .map((option) => option.label);
      return labels.length > 0 ? labels.join(', ') : notProvided;
    }
    default:
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : notProvided;
  }
}
