/**
 * checkForm: what a test or a build runs over each form, so a mistake fails there: the
 * meta-check against the form's kit, and every text each language's catalog leaves out, each
 * problem naming form, step, field and language.
 */
import { describe, expect, it } from 'vitest';
import { createFormKit, FormSpecError, type FormTranslation } from '../index.ts';
import { checkForm } from '../checks.ts';
import { textKinds } from '../kinds.ts';
import { clubForm, clubInSpanish, clubKit } from '../test-kit/clubForm.ts';
import { testKit } from '../test-kit/testKit.ts';

type Catalog = FormTranslation<typeof clubForm>;

/** The problems checkForm reports for the club form with these catalogs; none when it passes. */
function problemsOf(translations: Record<string, Catalog>): readonly string[] {
  try {
    checkForm({ kit: clubKit, form: clubForm, translations });
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(FormSpecError);
    return (error as FormSpecError).problems;
  }
}

/** A catalog as one typed some other way (a JSON file, say) could hold it. */
const untyped = (catalog: unknown) => catalog as Catalog;

describe('checkForm', () => {
  it('passes a form whose kit holds its kinds and rules, with complete catalogs', () => {
    expect(() => checkForm({ kit: clubKit, form: clubForm })).not.toThrow();
    expect(problemsOf({ es: clubInSpanish })).toEqual([]);
  });

  it('throws a FormSpecError naming form, step, field and language of a text a catalog lacks', () => {
    const { requiredMessage: _left, ...name } = clubInSpanish.fields.name;
    const catalog = untyped({ ...clubInSpanish, fields: { ...clubInSpanish.fields, name } });
    expect(() =>
      checkForm({ kit: clubKit, form: clubForm, translations: { es: catalog } }),
    ).toThrow(FormSpecError);
    expect(problemsOf({ es: catalog })).toEqual([
      'club › step "you" › field "name" › requiredMessage: es is missing from the es catalog',
    ]);
  });

  it("names every text each catalog lacks: titles, options, checks, a whole field, kinds' words", () => {
    const { rating: _rating, ...fields } = clubInSpanish.fields;
    const spanish = untyped({
      ...clubInSpanish,
      steps: { you: clubInSpanish.steps.you },
      fields: {
        ...fields,
        club: { ...fields.club, checks: ['Dos letras o más.'] },
        size: { label: 'Talla de camiseta', options: { S: 'CH', M: 'M' } },
      },
    });
    const french = untyped({ ...clubInSpanish, title: undefined });
    expect(problemsOf({ es: spanish, fr: french })).toEqual([
      'club › step "you" › field "club" › check 2: es is missing from the es catalog',
      'club › step "you" › field "size" › option "L": es is missing from the es catalog',
      'club › step "end" › title: es is missing from the es catalog',
      'club › step "end" › field "rating" › label: es is missing from the es catalog',
      'club › title: fr is missing from the fr catalog',
      // The engine's kinds ship English and Spanish: in French the catalog gives their words.
      'club: kind "number" has no words in fr: notANumber',
      'club: kind "select" has no words in fr: chooseOne',
      'club: kind "consent" has no words in fr: readFullText',
      'club: kind "group" has no words in fr: tooFewRows, tooManyRows, addRow, inRow, removeRow, rowAdded, rowRemoved, undoRemove, atMostRows, atLeastRows',
    ]);
  });

  it("runs the meta-check against the form's own kit first", () => {
    const textOnly = createFormKit({ kinds: textKinds });
    expect(() =>
      checkForm({ kit: textOnly, form: clubForm, translations: { es: clubInSpanish } }),
    ).toThrow(
      'club › step "end" › field "rating": unknown kind "stars" (known kinds: date, email, tel, text, textarea)',
    );
  });
});

describe('checkForm on a catalog', () => {
  it('counts a blank catalog text as missing', () => {
    const form = testKit.defineForm({
      id: 'f',
      title: 'Form',
      steps: [{ id: 'a', title: 'A', fields: [{ name: 'name', kind: 'text', label: 'Name' }] }],
    });
    const catalog = {
      title: 'Formulario',
      steps: { a: { title: 'A' } },
      fields: { name: { label: ' ' } },
    };
    expect(() => checkForm({ kit: testKit, form, translations: { es: catalog } })).toThrow();
  });
});
