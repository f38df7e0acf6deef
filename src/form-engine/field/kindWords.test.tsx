/**
 * A kind's words are its own (`defineKind({ words })`): its component receives them in the form's
 * language and its schema refuses with them; a form's catalog may change any of them and must give
 * them all in a language the kind does not ship, or compiling and `checkForm` fail, naming the kind
 * and the words.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  compileForm,
  createFormKit,
  defineKind,
  type FieldBase,
  type FieldProps,
} from '../index.ts';
import { checkForm } from '../checks.ts';
import { groupKinds, numberKinds, selectKinds, textKinds } from '../kinds.ts';
import { formatAnswer } from '../answers/formatAnswer.ts';
import { summarizeStep } from '../answers/summarizeStep.ts';
import { spanishWizardWords } from '../locales/es.ts';
import { renderWizard } from '../test-kit/renderWizard.tsx';

type RatingWords = { readonly outOf: (max: number) => string; readonly tooHigh: string };

/** A rating out of five, saying "out of 5" beside the box and refusing a higher number. */
function RatingField({ field, id, value, words }: FieldProps<FieldBase, string, RatingWords>) {
  return (
    <p>
      <label htmlFor={id}>{field.label}</label>
      <input id={id} {...value.register()} /> {words.outOf(5)}
    </p>
  );
}

const rating = defineKind({
  component: RatingField,
  empty: '',
  words: {
    en: { outOf: (max: number) => `out of ${max}`, tooHigh: 'No more than 5' },
    es: { outOf: (max: number) => `de ${max}`, tooHigh: 'No más de 5' },
  },
  schema: (_field: FieldBase, _required: string, words: RatingWords) =>
    z.string().check(z.refine((text) => !(Number(text) > 5), words.tooHigh)),
  format: (stars, _field, words) =>
    stars === '' ? words.notProvided : `${stars} ${words.outOf(5)}`,
  sample: () => '4',
  properties: () => ({}),
});

const kit = createFormKit({ kinds: { ...textKinds, ...numberKinds, ...selectKinds, rating } });
const form = kit.defineForm({
  id: 'review',
  title: 'Review',
  steps: [
    {
      id: 'you',
      title: 'You',
      fields: [
        { name: 'stars', kind: 'rating', label: 'Stars' },
        { name: 'age', kind: 'number', label: 'Age' },
        { name: 'level', kind: 'select', label: 'Level', options: ['new', 'back'] },
      ],
    },
  ],
});
const catalog = {
  title: 'Reseña',
  steps: { you: { title: 'Usted' } },
  fields: {
    stars: { label: 'Estrellas' },
    age: { label: 'Edad' },
    level: { label: 'Nivel', options: { new: 'Nuevo', back: 'Regresa' } },
  },
} as const;

describe("a kind's words", () => {
  it("reach its component and its schema in the form's language", async () => {
    const inSpanish = compileForm(kit, form, { language: 'es', translation: catalog });
    expect(inSpanish.errorOf('stars', { stars: '6' })?.message).toBe('No más de 5');
    expect(compileForm(kit, form).errorOf('stars', { stars: '6' })?.message).toBe('No more than 5');
    renderWizard(inSpanish);
    expect(await screen.findByText('de 5')).toBeVisible();
  });

  it("are the engine's kinds' own too: a number and a select answer a Spanish form in Spanish", async () => {
    const inSpanish = compileForm(kit, form, { language: 'es', translation: catalog });
    expect(inSpanish.errorOf('age', { age: 'doce' })?.message).toBe('Edad debe ser un número');
    renderWizard(inSpanish);
    expect(await screen.findByRole('option', { name: 'Seleccione' })).toBeInTheDocument();
  });

  it("are the review's, in the form's language, a group's rows' too", () => {
    const inSpanish = compileForm(kit, form, { language: 'es', translation: catalog });
    const step = inSpanish.spec.steps[0]!;
    const summary = summarizeStep(inSpanish, step, { stars: '4' }, () => true, spanishWizardWords);
    expect(summary.rows).toEqual([{ name: 'stars', label: 'Estrellas', text: '4 de 5' }]);

    const withRows = createFormKit({ kinds: { ...textKinds, ...groupKinds, rating } });
    const visits = compileForm(
      withRows,
      withRows.defineForm({
        id: 'visits',
        title: 'Visits',
        steps: [
          {
            id: 'all',
            title: 'All',
            fields: [
              {
                name: 'visits',
                kind: 'group',
                label: 'Visits',
                rowLabel: 'Visit',
                fields: [{ name: 'stars', kind: 'rating', label: 'Stars' }],
              },
            ],
          },
        ],
      }),
    );
    const group = visits.spec.steps[0]!.fields[0]!;
    expect(formatAnswer(visits, group, [{ stars: '3' }], spanishWizardWords)).toBe(
      'Visit 1: 3 out of 5',
    );
  });

  it("are changed by the catalog's kinds, word by word", async () => {
    const inSpanish = compileForm(kit, form, {
      language: 'es',
      translation: { ...catalog, kinds: { select: { chooseOne: 'Elija uno' } } },
    });
    renderWizard(inSpanish);
    expect(await screen.findByRole('option', { name: 'Elija uno' })).toBeInTheDocument();
  });

  it('are given whole by the catalog in a language the kinds do not ship', () => {
    const inFrench = compileForm(kit, form, {
      language: 'fr',
      translation: {
        ...catalog,
        kinds: {
          rating: { outOf: (max) => `sur ${max}`, tooHigh: 'Pas plus de 5' },
          number: { notANumber: (label) => `${label} doit être un nombre` },
          select: { chooseOne: 'Choisissez' },
        },
      },
    });
    expect(inFrench.errorOf('stars', { stars: '6' })?.message).toBe('Pas plus de 5');
    expect(inFrench.errorOf('age', { age: 'douze' })?.message).toBe('Edad doit être un nombre');
  });

  it('missing in a language fail compileForm and checkForm, naming the kind and the words', () => {
    const partly = { ...catalog, kinds: { select: { chooseOne: 'Choisissez' } } };
    // @ts-expect-error -- French has no words for `rating` and `number`: the catalog must give them.
    expect(() => compileForm(kit, form, { language: 'fr', translation: partly })).toThrow(
      'review: kind "number" has no words in fr: notANumber',
    );
    expect(() => checkForm({ kit, form, translations: { fr: partly } })).toThrow(
      'review: kind "rating" has no words in fr: outOf, tooHigh',
    );
    expect(() => checkForm({ kit, form, translations: { es: catalog } })).not.toThrow();
  });
});
