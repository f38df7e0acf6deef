/**
 * A form's texts in another language, from a catalog beside it (`compileForm(kit, form,
 * { language, translation })`): every text is the catalog's, nothing that is submitted changes,
 * the kit's rules and kinds work as before, and the catalog's type holds it to the form.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { compileForm, type FormKit, type FormTranslation } from '../index.ts';
import { checkForm } from '../checks.ts';
import { clinicApplicationForm } from '../example/clinicApplication.ts';
import { clinicKit } from '../example/clinicKit.ts';
import { clinicApplicationInFrench } from '../example/clinicApplication.fr.ts';
import { clinicApplicationInKorean } from '../example/clinicApplication.ko.ts';
import type { FormSpec, Text } from '../schema/types.ts';
import { localizeForm } from './localizeForm.ts';
import { withTranslation } from './withTranslation.ts';
import { englishWizardWords } from '../locales/en.ts';
import { clubForm, clubInSpanish, clubKit } from '../test-kit/clubForm.ts';
import { testKit } from '../test-kit/testKit.ts';

/** The club form in Spanish, from a catalog (`translation`), as a page compiles it. */
const inSpanish = (translation: FormTranslation<typeof clubForm>) =>
  compileForm(clubKit, clubForm, { language: 'es', translation });

const english = compileForm(clubKit, clubForm);
const spanish = inSpanish(clubInSpanish);

describe('a translation catalog', () => {
  it('gives every text of the compiled form', () => {
    const [you, end] = spanish.spec.steps;
    expect(spanish.spec.title).toBe('Únase al club');
    expect(you).toMatchObject({ title: 'Sobre usted', description: 'Quién se inscribe.' });
    expect(end!.title).toBe('Último paso');
    expect(you!.fields[0]).toMatchObject({
      label: 'Nombre',
      requiredMessage: 'Escriba su nombre',
      placeholder: 'p. ej., Ana',
    });
    expect(you!.fields[1]).toMatchObject({
      helperText: 'El club en el que juega.',
      checks: [{ message: 'Dos letras o más.' }, { message: '¿Quiso decir {suggestion}?' }],
    });
    expect(you!.fields[2]!.options).toEqual([
      { value: 'new', label: 'Nuevo' },
      { value: 'back', label: 'Regresa' },
    ]);
    expect(you!.fields[3]!.options).toEqual([
      { value: 'S', label: 'CH' },
      { value: 'M', label: 'M' },
      { value: 'L', label: 'G' },
    ]);
    expect(end!.fields[0]!.label).toBe('¿Cómo supo de nosotros?');
    expect(end!.fields[1]).toMatchObject({
      label: 'Reglas del club',
      helperText: 'Sea amable.',
      fullText: 'Sea amable.\n\nLlegue a tiempo.',
    });
  });

  it('is read as compileForm localizes the form: the same texts as the form with the catalog added', () => {
    const compiledBothWays = (
      kit: FormKit,
      form: FormSpec<Text>,
      language: string,
      catalog: object,
    ) => {
      const translation = catalog as FormTranslation<FormSpec<Text>>;
      return [
        compileForm(kit, form, { language, translation }).spec,
        localizeForm(withTranslation(form, language, translation) as FormSpec<Text>, language),
      ];
    };
    for (const [read, added] of [
      compiledBothWays(clubKit as FormKit, clubForm, 'es', clubInSpanish),
      compiledBothWays(
        clinicKit as FormKit,
        clinicApplicationForm,
        'fr',
        clinicApplicationInFrench,
      ),
      compiledBothWays(
        clinicKit as FormKit,
        clinicApplicationForm,
        'ko',
        clinicApplicationInKorean,
      ),
    ]) {
      expect(read).toEqual(added);
    }
  });

  it('leaves the form as it was, so the form compiled without it is all English', () => {
    inSpanish(clubInSpanish);
    expect(clubForm.steps[0].fields[0].label).toBe('Name');
    expect(clubForm.steps[0].fields[3].options[0]).toBe('S');
    expect(english.spec.title).toBe('Join the Club');
    expect(english.spec.steps[0]!.fields.map((field) => field.label)).toEqual([
      'Name',
      'Club',
      'Level',
      'Shirt size',
      'Anything about the fit?',
    ]);
    expect(spanish.source).toBe(clubForm);
  });

  it('leaves nothing untranslated', () => {
    expect(() =>
      checkForm({ kit: clubKit, form: clubForm, translations: { es: clubInSpanish } }),
    ).not.toThrow();
  });

  it('is asked for by checkForm in each language the project names, and its absence named', () => {
    const entry = { kit: clubKit, form: clubForm, translations: { es: clubInSpanish } };
    expect(() => checkForm(entry, { catalogs: ['es'] })).not.toThrow();
    expect(() => checkForm(entry, { catalogs: ['es', 'fr'] })).toThrow(
      `${clubForm.id}: no fr catalog`,
    );
  });

  it('changes nothing that is submitted: names, option values, conditions, values', () => {
    expect([...spanish.fields.keys()]).toEqual([...english.fields.keys()]);
    expect(spanish.fields.get('sizeNote')!.field.visibleWhen).toEqual({
      field: 'size',
      equals: 'L',
    });
    const values = { name: 'Ana', club: 'Tigres', level: 'back', size: 'L', sizeNote: '' };
    expect(spanish.steps[0]!.schema.parse(values)).toEqual(english.steps[0]!.schema.parse(values));
    expectTypeOf(spanish).toEqualTypeOf(english);
  });

  it('keeps the kit’s rules and kinds working on the translated form, with {suggestion} filled', () => {
    expect(spanish.isFieldValid('club', { club: 'T' })).toBe(false);
    expect(spanish.errorOf('club', { club: 'T' })).toMatchObject({ message: 'Dos letras o más.' });
    expect(spanish.warningOf('club', { club: 'Tigers' })).toEqual({
      rule: 'knownClub',
      message: '¿Quiso decir Tigres?',
      level: 'warning',
      suggestion: 'Tigres',
    });
    expect(spanish.isFieldValid('rating', { rating: null })).toBe(false);
    expect(spanish.isFieldValid('rating', { rating: 4 })).toBe(true);
    const rating = spanish.fields.get('rating')!.field;
    expect(spanish.kindOf(rating).format?.(2, rating, englishWizardWords)).toBe('★★');
  });

  it('that lacks a text (typed some other way) leaves it in English, and checkForm says so', () => {
    const partial = { ...clubInSpanish, steps: { you: clubInSpanish.steps.you } };
    expect(inSpanish(partial as never).spec.steps[1]!.title).toBe('Last Step');
    expect(() =>
      checkForm({ kit: clubKit, form: clubForm, translations: { es: partial as never } }),
    ).toThrow('club › step "end" › title: es is missing from the es catalog');
  });
});

describe('the catalog type', () => {
  const { fields, steps } = clubInSpanish;

  it('makes a missing text an error that names it', () => {
    inSpanish({
      ...clubInSpanish,
      // @ts-expect-error: Property 'requiredMessage' is missing
      fields: { ...fields, name: { label: 'Nombre', placeholder: 'p. ej., Ana' } },
    });
    inSpanish({
      ...clubInSpanish,
      // @ts-expect-error: Property 'description' is missing
      steps: { ...steps, you: { title: 'Sobre usted' } },
    });
    inSpanish({
      ...clubInSpanish,
      // @ts-expect-error: Property 'back' is missing
      fields: { ...fields, level: { label: 'Nivel', options: { new: 'Nuevo' } } },
    });
    inSpanish({
      ...clubInSpanish,
      // @ts-expect-error: the club field has two checks, so two messages
      fields: { ...fields, club: { ...fields.club, checks: ['Dos letras o más.'] } },
    });
    const { rating: _rating, ...withoutRating } = fields;
    // @ts-expect-error: Property 'rating' is missing
    inSpanish({ ...clubInSpanish, fields: withoutRating });
  });

  it('makes a name, value or text the form does not have an error', () => {
    inSpanish({
      ...clubInSpanish,
      // @ts-expect-error: the form has no field 'nickname'
      fields: { ...fields, nickname: { label: 'Apodo' } },
    });
    inSpanish({
      ...clubInSpanish,
      // @ts-expect-error: the form has no step 'extra'
      steps: { ...steps, extra: { title: 'Extra' } },
    });
    inSpanish({
      ...clubInSpanish,
      fields: {
        ...fields,
        // @ts-expect-error: 'XL' is not an option of the shirt size
        size: { label: 'Talla', options: { S: 'CH', M: 'M', L: 'G', XL: 'XG' } },
      },
    });
    inSpanish({
      ...clubInSpanish,
      fields: {
        ...fields,
        // @ts-expect-error: the level field has no placeholder in English
        level: { ...fields.level, placeholder: 'Elija' },
      },
    });
  });

  it('is checked by compileForm itself, for the form it compiles', () => {
    compileForm(clubKit, clubForm, {
      language: 'es',
      translation: {
        ...clubInSpanish,
        // @ts-expect-error: Property 'requiredMessage' is missing
        fields: { ...fields, name: { label: 'Nombre', placeholder: 'p. ej., Ana' } },
      },
    });
  });
});

describe('a catalog compiled without a language', () => {
  it('shows a catalog compiled without a language, on a form whose default is not English', () => {
    const form = testKit.defineForm({
      id: 'f',
      title: 'Título',
      defaultLanguage: 'es',
      steps: [{ id: 'a', title: 'A', fields: [{ name: 'name', kind: 'text', label: 'Nombre' }] }],
    });
    const catalog = {
      title: 'Title',
      steps: { a: { title: 'A' } },
      fields: { name: { label: 'Name' } },
    };
    expect(compileForm(testKit, form, { translation: catalog }).spec.title).toBe('Title');
  });

  it('shows the catalog on a form whose default is English', () => {
    const form = testKit.defineForm({
      id: 'f',
      title: 'Form',
      steps: [{ id: 'a', title: 'A', fields: [{ name: 'name', kind: 'text', label: 'Name' }] }],
    });
    const catalog = {
      title: 'Formulario',
      steps: { a: { title: 'A' } },
      fields: { name: { label: 'Nombre' } },
    };
    expect(compileForm(testKit, form, { translation: catalog }).spec.title).toBe('Formulario');
  });
});
