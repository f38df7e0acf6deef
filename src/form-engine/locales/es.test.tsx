/**
 * The engine's own Spanish words (`stepform/locales/es`): passed as `messages`, they make the
 * wizard's buttons, progress, stepper and error summary Spanish, with no site words or providers.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { compileForm, FormWizard } from '../index.ts';
import { spanishWizardWords } from '../locales/es.ts';
import { testKit } from '../test-kit/testKit.ts';
import { translatedForm } from '../test-kit/translatedForm.ts';

const form = compileForm(testKit, translatedForm, { language: 'es' });

it('says the wizard’s buttons and progress in Spanish', async () => {
  const user = userEvent.setup();
  render(<FormWizard form={form} onSubmit={vi.fn()} messages={spanishWizardWords} />);
  await screen.findByRole('heading', { level: 2, name: 'Sobre ti' });
  expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  const next = screen.getByRole('button', { name: 'Siguiente' });
  expect(screen.getByText('Paso 1 de 2')).toBeVisible();
  expect(screen.getByRole('progressbar', { name: 'Progreso del formulario' })).toHaveAttribute(
    'aria-valuetext',
    'Paso 1 de 2, 50\u00a0% completado',
  );
  expect(screen.getByRole('navigation', { name: 'Pasos del formulario' })).toBeVisible();
  expect(screen.getByText('Los campos marcados con * son obligatorios.')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

  // Trying to move on too early: the summary and the field's message are Spanish too.
  await user.click(next);
  const summary = screen.getByRole('region', { name: 'Hay un problema' });
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Nombre: este campo es obligatorio', 'Nivel: elija una opción']);
  expect(next).toHaveAccessibleDescription('Para continuar, complete: Nombre, Nivel.');

  await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Ana');
  await user.click(screen.getByRole('radio', { name: 'Nuevo' }));
  await user.click(next);
  expect(await screen.findByRole('heading', { level: 2, name: 'Done' })).toHaveFocus();
  expect(screen.getByText('Paso 2 de 2')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Enviar' })).toBeVisible();
  expect(screen.getByRole('region', { name: 'Revise sus respuestas' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Anterior' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Sobre ti' })).toHaveFocus();
});
