/**
 * A locale entry is typed as the full word lists, so a word it lacks fails `npm run typecheck`;
 * and a form compiled in a language the built-in kinds do not ship type-checks once its catalog
 * takes the entry's kind words.
 */
import { expect, it } from 'vitest';
import { compileForm, type FormTranslation, type WizardMessages } from '../index.ts';
import type { BuiltInKindWords } from '../kinds.ts';
import { testKit } from '../test-kit/testKit.ts';
import { koreanKindWords, koreanWizardWords } from './ko.ts';

const sizeForm = testKit.defineForm({
  id: 'size',
  title: 'Size',
  steps: [
    {
      id: 'only',
      title: 'Only',
      fields: [{ name: 'size', kind: 'select', label: 'Size', options: ['S', 'M'] }],
    },
  ],
});
const texts = {
  title: '크기',
  steps: { only: { title: '하나' } },
  fields: { size: { label: '크기', options: { S: 'S', M: 'M' } } },
};

it('fails type-checking for a missing word', () => {
  const { next: _next, ...withoutNext } = koreanWizardWords;
  // @ts-expect-error: Property 'next' is missing
  const wizardWords: WizardMessages = withoutNext;
  const { undoRemove: _undo, ...groupWithoutUndo } = koreanKindWords.group;
  // @ts-expect-error: Property 'undoRemove' is missing
  const kindWords: BuiltInKindWords = { ...koreanKindWords, group: groupWithoutUndo };
  expect([wizardWords, kindWords]).toHaveLength(2);
});

it('compiles in Korean with the entry’s kind words in the catalog, and not without', () => {
  const korean = compileForm(testKit, sizeForm, {
    language: 'ko',
    translation: { ...texts, kinds: koreanKindWords } satisfies FormTranslation<typeof sizeForm>,
  });
  expect(korean.language).toBe('ko');
  // @ts-expect-error: the kinds with words (select, number, consent, group) lack Korean ones
  expect(() => compileForm(testKit, sizeForm, { language: 'ko', translation: texts })).toThrow(
    'kind "select" has no words in ko',
  );
});
