import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  compileForm,
  formatAnswer,
  missingTranslations,
  toJSONSchema,
  withTranslation,
  type FormTranslation,
  type FormValues,
} from 'stepform';
import { clubForm } from '../../support/inlineForms';

/** Every text of the club form in Spanish, as a catalog file would hold it. */
const clubInSpanish = {
  title: 'Únase al club',
  steps: {
    you: { title: 'Sobre usted', description: 'Quién se inscribe.' },
    end: { title: 'Último paso' },
  },
  fields: {
    name: { label: 'Nombre', requiredMessage: 'Escriba su nombre', placeholder: 'p. ej., Ana' },
    club: {
      label: 'Club',
      helperText: 'El club en el que juega.',
      checks: ['Dos letras o más.', '¿Quiso decir {suggestion}?'],
    },
    level: { label: 'Nivel', options: { new: 'Nuevo', back: 'Regresa' } },
    size: { label: 'Talla de camiseta', options: { S: 'CH', M: 'M', L: 'G' } },
    sizeNote: { label: '¿Algo sobre la talla?' },
    rating: { label: '¿Cómo supo de nosotros?' },
    rules: {
      label: 'Reglas del club',
      helperText: 'Sea amable.',
      fullText: 'Sea amable.\n\nLlegue a tiempo.',
    },
  },
} satisfies FormTranslation<typeof clubForm>;

const translated = withTranslation(clubForm, 'es', clubInSpanish);
const spanish = compileForm(translated, { language: 'es' });

describe('withTranslation', () => {
  it('puts every text of the catalog beside the original, for compileForm to pick', () => {
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
    expect(end!.fields[1]).toMatchObject({
      label: 'Reglas del club',
      helperText: 'Sea amable.',
      fullText: 'Sea amable.\n\nLlegue a tiempo.',
    });
  });

  it('keeps the English where the form is compiled in English, and leaves the form as it was', () => {
    const english = compileForm(translated);
    expect(english.spec.steps[0]!.fields.map((field) => field.label)).toEqual(
      compileForm(clubForm).spec.steps[0]!.fields.map((field) => field.label),
    );
    expect(clubForm.steps[0].fields[0].label).toBe('Name');
    expect(clubForm.steps[0].fields[3].options[0]).toBe('S');
  });

  it('leaves nothing untranslated', () => {
    expect(missingTranslations(clubForm, ['es'])).toHaveLength(20);
    expect(missingTranslations(translated, ['es', 'en'])).toEqual([]);
  });

  it('changes nothing that is submitted: names, option values, conditions, JSON Schema', () => {
    expect(toJSONSchema(translated)).toEqual(toJSONSchema(clubForm));
    expect([...spanish.fields.keys()]).toEqual([...compileForm(clubForm).fields.keys()]);
    expect(spanish.spec.steps[0]!.fields[4]!.visibleWhen).toEqual({ field: 'size', equals: 'L' });
    const values = { name: 'Ana', club: 'Tigres', level: 'back', size: 'L', sizeNote: '' };
    expect(spanish.steps[0]!.schema.parse(values)).toEqual(
      compileForm(clubForm).steps[0]!.schema.parse(values),
    );
    expectTypeOf<FormValues<typeof translated>>().toEqualTypeOf<FormValues<typeof clubForm>>();
  });

  it('keeps the kit’s rules and kinds working on the translated copies, with {suggestion} filled', () => {
    expect(spanish.isFieldValid('club', { club: 'T' })).toBe(false);
    expect(spanish.warningOf('club', { club: 'Tigers' })).toEqual({
      message: '¿Quiso decir Tigres?',
      level: 'warning',
      suggestion: 'Tigres',
    });
    expect(spanish.isFieldValid('rating', { rating: null })).toBe(false);
    expect(spanish.isFieldValid('rating', { rating: 4 })).toBe(true);
    expect(formatAnswer(spanish.fields.get('rating')!.field, 2)).toBe('★★');
  });

  it('leaves a text a catalog (typed some other way) lacks in English, and says so', () => {
    const partial = { ...clubInSpanish, steps: { you: clubInSpanish.steps.you } };
    const form = withTranslation(clubForm, 'es', partial as never);
    expect(compileForm(form, { language: 'es' }).spec.steps[1]!.title).toBe('Last Step');
    expect(missingTranslations(form, ['es'])).toEqual(['club › step "end" › title: es']);
  });
});

describe('the catalog type', () => {
  const { fields, steps } = clubInSpanish;

  it('makes a missing text an error that names it', () => {
    withTranslation(clubForm, 'es', {
      ...clubInSpanish,
      // @ts-expect-error: Property 'requiredMessage' is missing
      fields: { ...fields, name: { label: 'Nombre', placeholder: 'p. ej., Ana' } },
    });
    withTranslation(clubForm, 'es', {
      ...clubInSpanish,
      // @ts-expect-error: Property 'description' is missing
      steps: { ...steps, you: { title: 'Sobre usted' } },
    });
    withTranslation(clubForm, 'es', {
      ...clubInSpanish,
      // @ts-expect-error: Property 'back' is missing
      fields: { ...fields, level: { label: 'Nivel', options: { new: 'Nuevo' } } },
    });
    withTranslation(clubForm, 'es', {
      ...clubInSpanish,
      // @ts-expect-error: the club field has two checks, so two messages
      fields: { ...fields, club: { ...fields.club, checks: ['Dos letras o más.'] } },
    });
    const { rating: _rating, ...withoutRating } = fields;
    // @ts-expect-error: Property 'rating' is missing
    withTranslation(clubForm, 'es', { ...clubInSpanish, fields: withoutRating });
  });

  it('makes a name, value or text the form does not have an error', () => {
    withTranslation(clubForm, 'es', {
      ...clubInSpanish,
      // @ts-expect-error: the form has no field 'nickname'
      fields: { ...fields, nickname: { label: 'Apodo' } },
    });
    withTranslation(clubForm, 'es', {
      ...clubInSpanish,
      // @ts-expect-error: the form has no step 'extra'
      steps: { ...steps, extra: { title: 'Extra' } },
    });
    withTranslation(clubForm, 'es', {
      ...clubInSpanish,
      fields: {
        ...fields,
        // @ts-expect-error: 'XL' is not an option of the shirt size
        size: { label: 'Talla', options: { S: 'CH', M: 'M', L: 'G', XL: 'XG' } },
      },
    });
    withTranslation(clubForm, 'es', {
      ...clubInSpanish,
      fields: {
        ...fields,
        // @ts-expect-error: the level field has no placeholder in English
        level: { ...fields.level, placeholder: 'Elija' },
      },
    });
  });
});
