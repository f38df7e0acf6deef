/**
 * `npm run build` stops when a language lacks a text the English has (src/content/README.md "Words"): the
 * prerender asks src/entry-server.tsx for `missingTranslatedWords()` and exits on any, and
 * .tools/check-forms.ts on any problem of a form in form-schema/forms.ts. Here the Spanish home
 * words lose a text and the registration's Spanish catalog loses a field.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as SpanishHome from '../../../src/content/es/home';
import type * as SpanishRegistration from '../../../form-schema/registration.es';
import { formProblems } from '../../../.tools/lib/formProblems';
import { forms } from '../../../form-schema/forms';

vi.mock('../../../src/content/es/home', async (importOriginal) => {
  const { words } = await importOriginal<typeof SpanishHome>();
  const { lead: _lead, ...hero } = words.hero;
  return { words: { ...words, hero } };
});
vi.mock('../../../form-schema/registration.es', async (importOriginal) => {
  const { registrationInSpanish } = await importOriginal<typeof SpanishRegistration>();
  const { city: _city, ...fields } = registrationInSpanish.fields;
  return { registrationInSpanish: { ...registrationInSpanish, fields } };
});

describe('the prerender’s translation check', () => {
  it('names every text a language lacks, in the site’s words and in the form’s catalog', async () => {
    const { missingTranslatedWords } = await import('../../../src/entry-server');
    expect(await missingTranslatedWords()).toEqual(['es › home › hero › lead']);
    expect(formProblems(forms, ['es'])).toEqual([
      'registration › step "personal" › field "city" › label: es is missing from the es catalog',
      'registration › step "personal" › field "city" › requiredMessage: es is missing from the es catalog',
    ]);
  });
});
