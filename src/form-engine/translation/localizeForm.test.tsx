/**
 * A schema whose texts hold several languages: compileForm picks one (falling back to the form's
 * default language, then to the first one given), the JSON Schema keeps the default one, and
 * missingTranslations lists what a language lacks. The wizard shows a form compiled in Spanish in
 * Spanish, and English where a translation is missing (no site providers: the engine alone, with
 * MUI's default theme and no router).
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { compileForm, FormWizard, type FormValues } from '../index.ts';
import { missingTranslations } from '../checks.ts';
import { toJSONSchema } from '../json-schema.ts';
import { spanishWizardWords } from '../locales/es.ts';
import { testKit } from '../test-kit/testKit.ts';
import { translatedForm } from '../test-kit/translatedForm.ts';

describe('translatable texts', () => {
  it('resolve to the language, else the default one, else the first given', () => {
    const labels = compileForm(
      testKit,
      testKit.defineForm({
        id: 'texts',
        title: 'Texts',
        steps: [
          {
            id: 'one',
            title: 'One',
            fields: [
              { name: 'plain', kind: 'text', label: 'Plain' },
              { name: 'both', kind: 'text', label: { en: 'Name', es: 'Nombre' } },
              { name: 'english', kind: 'text', label: { en: 'Name' } },
              { name: 'french', kind: 'text', label: { fr: 'Nom' } },
            ],
          },
        ],
      }),
      { language: 'es' },
    ).spec.steps[0]!.fields.map((field) => field.label);
    expect(labels).toEqual(['Plain', 'Nombre', 'Name', 'Nom']);
  });

  it('are all compiled in one language, falling back to the default one', () => {
    const es = compileForm(testKit, translatedForm, { language: 'es' }).spec;
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
    expect(done!.fields[0]!.label).toBe('Acepto');
  });

  it('compile in the default language without one, and the JSON Schema uses the default one', () => {
    const en = compileForm(testKit, translatedForm);
    expect(en.spec.title).toBe('Sign up');
    expect(en.spec.steps[0]!.fields[0]!.label).toBe('First name');
    expect(toJSONSchema(testKit, translatedForm)).toMatchObject({
      title: 'Sign up',
      properties: { firstName: { title: 'First name' }, level: { title: 'Level' } },
    });
  });

  it('fill the messages of checks in the language compiled', () => {
    const es = compileForm(testKit, translatedForm, { language: 'es' });
    expect(es.warningOf('email', { email: 'ana.example.com' })).toMatchObject({
      message: 'Revisa la dirección.',
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

it('renders the form in the language it was compiled in, with the default as fallback', async () => {
  render(
    <FormWizard
      form={compileForm(testKit, translatedForm, { language: 'es' })}
      onSubmit={() => {}}
      messages={spanishWizardWords}
    />,
  );
  expect(await screen.findByRole('heading', { level: 2, name: 'Sobre ti' })).toBeVisible();
  expect(screen.getByRole('textbox', { name: /^Nombre/ })).toBeRequired();
  expect(screen.getByRole('textbox', { name: 'Correo' })).toHaveAccessibleDescription(
    /We write only about the club\./,
  );
  expect(screen.getByRole('group', { name: /^Nivel/ })).toBeVisible();
  expect(screen.getByRole('radio', { name: 'Nuevo' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Coming back' })).toBeInTheDocument();
  expect(screen.getByText('Who you are.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Siguiente' })).toBeVisible();
});
