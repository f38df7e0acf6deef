/**
 * A form compiled in Spanish shows Spanish texts, and English where a translation is missing;
 * with the engine's Spanish words (`stepform/locales/es`) the wizard's own words are Spanish too.
 * No site providers: the engine alone, with MUI's default theme and no router.
 */
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { compileForm, FormWizard } from 'stepform';
import { spanishWizardWords } from 'stepform/locales/es';
import { testKit } from '../../support/inlineForms';
import { translatedForm } from '../../support/translatedForm';

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
