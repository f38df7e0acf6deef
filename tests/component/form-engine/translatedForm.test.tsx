/** A form compiled in Spanish shows Spanish texts, and English where a translation is missing. */
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AppProviders } from '../../../src/app/AppProviders';
import { allFields, compileForm, FormWizard, memoryNavigation } from 'stepform';
import { translatedForm } from '../../support/translatedForm';

it('renders the form in the language it was compiled in, with the default as fallback', async () => {
  render(
    <AppProviders>
      <FormWizard
        form={compileForm(translatedForm, { language: 'es' })}
        fields={allFields}
        onSubmit={() => {}}
        navigation={memoryNavigation}
      />
    </AppProviders>,
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
});
