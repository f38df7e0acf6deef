import { FormSpecError } from 'stepform';
import { checkForm, type AnyFormEntry } from 'stepform/checks';

/**
 * Every problem of these forms, one line each (none when they pass): the meta-check, and a
 * catalog missing or short of a text for each language in `catalogs`, e.g.
 * `registration: no es catalog`. Run it where `NODE_ENV` is not `production`.
 */
export function formProblems(
  forms: readonly AnyFormEntry[],
  catalogs: readonly string[],
): string[] {
  return forms.flatMap((entry) => {
    try {
      checkForm(entry, { catalogs });
      return [];
    } catch (error) {
      if (error instanceof FormSpecError) return [...error.problems];
      throw error;
    }
  });
}
