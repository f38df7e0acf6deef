/**
 * `npm run build` stops when a form has no catalog for one of the site's languages: its page in
 * that language would show the form in English. Here the registration loses its Spanish catalog.
 */
import { describe, expect, it } from 'vitest';
import { formProblems } from '../../../.tools/lib/formProblems';
import { forms } from '../../../form-schema/forms';
import { defaultLanguage, languages } from '../../../src/routes/routeTable';

const otherLanguages = languages.filter((language) => language !== defaultLanguage);

describe('the build’s form check (.tools/check-forms.ts)', () => {
  it('passes the site’s forms', () => {
    expect(formProblems(forms, otherLanguages)).toEqual([]);
  });

  it('names a form without a catalog for a language of the site', () => {
    const withoutCatalogs = forms.map(({ translations: _translations, ...entry }) => entry);
    expect(formProblems(withoutCatalogs, otherLanguages)).toEqual(['registration: no es catalog']);
  });
});
