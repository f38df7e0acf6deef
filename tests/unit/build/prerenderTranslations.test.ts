/**
 * `npm run build` stops when a language lacks a text the English has (README "Languages"): the
 * prerender asks src/entry-server.tsx for `missingTranslatedWords()` and exits on any. Here the
 * Spanish home words lose a text and the Spanish registration catalog loses a label.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as SpanishHome from '../../../src/content/es/home';
import type * as SpanishRegistration from '../../../src/content/es/registration';

vi.mock('../../../src/content/es/home', async (importOriginal) => {
  const { words } = await importOriginal<typeof SpanishHome>();
  const { lead: _lead, ...hero } = words.hero;
  return { words: { ...words, hero } };
});
vi.mock('../../../src/content/es/registration', async (importOriginal) => {
  const { words } = await importOriginal<typeof SpanishRegistration>();
  const { city: _city, ...fields } = words.formTranslation.fields;
  return { words: { ...words, formTranslation: { ...words.formTranslation, fields } } };
});

describe('the prerender’s translation check', () => {
  it('names every text a language lacks, in the site’s words and in the form’s catalog', async () => {
    const { missingTranslatedWords } = await import('../../../src/entry-server');
    expect(await missingTranslatedWords()).toEqual([
      'es › home › hero › lead',
      'registration › step "personal" › field "city" › label: es',
      'registration › step "personal" › field "city" › requiredMessage: es',
    ]);
  });
});
