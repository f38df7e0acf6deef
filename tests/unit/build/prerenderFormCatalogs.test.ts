/**
 * `npm run build` stops when a form has no catalog for one of the site's languages: its page in
 * that language would show the form in English. Here the registration loses its Spanish catalog.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as Forms from '../../../form-schema/forms';

vi.mock('../../../form-schema/forms', async (importOriginal) => {
  const { forms } = await importOriginal<typeof Forms>();
  return { forms: forms.map(({ translations: _translations, ...entry }) => entry) };
});

describe('the prerender’s form check', () => {
  it('names a form without a catalog for a language of the site', async () => {
    const { missingTranslatedWords } = await import('../../../src/entry-server');
    expect(await missingTranslatedWords()).toEqual(['registration: no es catalog']);
  });
});
