import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  compileForm,
  localizeForm,
  missingTranslations,
  resolveText,
  toJSONSchema,
  type FormValues,
} from 'stepform';
import { translatedForm } from '../../support/translatedForm';

describe('translatable texts', () => {
  it('resolve to the language, else the default one, else the first given', () => {
    expect(resolveText('Plain', 'es', 'en')).toBe('Plain');
    expect(resolveText({ en: 'Name', es: 'Nombre' }, 'es', 'en')).toBe('Nombre');
    expect(resolveText({ en: 'Name' }, 'es', 'en')).toBe('Name');
    expect(resolveText({ fr: 'Nom' }, 'es', 'en')).toBe('Nom');
  });

  it('localize every text of a form once, falling back to the default language', () => {
    const es = localizeForm(translatedForm, 'es');
    expect(es.title).toBe('Inscripción');
    const [you, done] = es.steps;
    expect(you).toMatchObject({ title: 'Sobre ti', description: 'Who you are.' });
    expect(done!.title).toBe('Done');
    expect(you!.fields.map((field) => field.label)).toEqual(['Nombre', 'Correo', 'Nivel']);
    expect(you!.fields[1]).toMatchObject({
      helperText: 'We write only about the club.',
      checks: [{ message: 'Revisa la dirección.' }],
    });
    expect(you!.fields[2]!.options).toEqual([
      { value: 'new', label: 'Nuevo' },
      { value: 'back', label: 'Coming back' },
    ]);
    expect(localizeForm(translatedForm).steps[0]!.fields[0]!.label).toBe('First name');
  });

  it('compile in a language; the JSON Schema uses the default one', () => {
    expect(compileForm(translatedForm, { language: 'es' }).steps[0]!.spec.title).toBe('Sobre ti');
    expect(compileForm(translatedForm).spec.title).toBe('Sign up');
    expect(toJSONSchema(translatedForm)).toMatchObject({
      title: 'Sign up',
      properties: { firstName: { title: 'First name' } },
    });
  });

  it('list what is missing, by step, field and property', () => {
    expect(missingTranslations(translatedForm, ['es'])).toEqual([
      'signup › step "you" › description: es',
      'signup › step "you" › field "email" › helperText: es',
      'signup › step "you" › field "level" › option "back": es',
      'signup › step "done" › title: es',
    ]);
    expect(missingTranslations(translatedForm, ['en'])).toEqual([]);
  });

  it('keep the values inferred from the schema', () => {
    type Values = FormValues<typeof translatedForm>;
    expectTypeOf<Values['firstName']>().toEqualTypeOf<string>();
    expectTypeOf<Values['level']>().toEqualTypeOf<'' | 'new' | 'back'>();
    expectTypeOf<Values['agree']>().toEqualTypeOf<boolean>();
  });
});
