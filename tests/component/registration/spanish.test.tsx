/**
 * The whole registration in Spanish, in a plain React root (no router, MUI's default theme): the
 * English schema with its Spanish catalog (form-schema/registration.es.ts) and the Spanish words
 * of the wizard (src/content/es/registration.ts). Every control is found by its Spanish
 * name, and what is submitted is exactly what the English form submits.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { FormWizard } from 'stepform';
import { words as spanish } from '../../../src/content/es/registration';
import { registrationIn } from '../../support/registration';

const { wizard: registrationWizardMessages } = spanish;

const registration = registrationIn('es');

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

it('completes the whole registration in Spanish and submits the same values as in English', async () => {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  /** Fills a text box as autofill or a paste does: one change rather than a render per key. */
  const fill = async (box: HTMLElement, text: string) => {
    await user.click(box);
    await user.paste(text);
  };
  render(
    <FormWizard form={registration} onSubmit={onSubmit} messages={registrationWizardMessages} />,
  );

  // Step 1, tried too early: the error summary speaks Spanish, with the schema's own messages.
  expect(await stepHeading('Información personal')).toBeVisible();
  expect(screen.getByText('Paso 1 de 6')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  const summary = screen.getByRole('region', { name: 'Hay un problema' });
  expect(within(summary).getByRole('link', { name: 'Escriba el nombre del atleta' })).toBeVisible();
  expect(within(summary).getByRole('link', { name: 'Seleccione el estado' })).toBeVisible();

  await user.type(screen.getByRole('textbox', { name: 'Nombre del atleta' }), 'Sofía');
  await fill(screen.getByRole('textbox', { name: 'Apellido del atleta' }), 'Ramírez');
  await fill(screen.getByLabelText(/^Fecha de nacimiento/), '2012-04-18');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Género' }), 'Femenino');
  await fill(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.com');
  await fill(screen.getByRole('textbox', { name: 'Teléfono' }), '(408) 555-0142');
  await fill(screen.getByRole('textbox', { name: 'Dirección' }), '100 N 1st St');
  await fill(screen.getByRole('textbox', { name: 'Ciudad' }), 'San José');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'California');
  await fill(screen.getByRole('textbox', { name: 'Código postal' }), '95112');
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));

  expect(await stepHeading('Contacto de emergencia')).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Anterior' }));
  expect(await screen.findByRole('textbox', { name: 'Ciudad' })).toHaveValue('San José');
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await stepHeading('Contacto de emergencia');
  await fill(screen.getByRole('textbox', { name: 'Nombre del contacto' }), 'Ana Ramírez');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Relación con el atleta' }),
    'Padre o madre',
  );
  await fill(screen.getByRole('textbox', { name: 'Teléfono del contacto' }), '4085550143');
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));

  await stepHeading('Trayectoria deportiva');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Deporte principal' }), 'Otro');
  await fill(await screen.findByRole('textbox', { name: '¿Qué deporte?' }), 'Rugby');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Años de práctica' }), '3–5 años');
  const others = screen.getByRole('group', { name: 'Otros deportes que practica' });
  await user.click(within(others).getByRole('checkbox', { name: 'Fútbol' }));
  await fill(screen.getByRole('textbox', { name: 'Metas deportivas' }), 'Correr más rápido.');
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));

  await stepHeading('Información de salud');
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await stepHeading('Objetivos de entrenamiento');
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));

  await stepHeading('Autorizaciones');
  const send = screen.getByRole('button', { name: 'Enviar inscripción' });
  expect(send).toHaveAttribute('aria-disabled', 'true');
  expect(send).toHaveAccessibleDescription(
    'Para enviar, complete: Exención de responsabilidad, Autorización de comunicación.',
  );
  await user.click(screen.getByRole('checkbox', { name: /^Exención de responsabilidad/ }));
  await user.click(screen.getByRole('checkbox', { name: /^Autorización de comunicación/ }));

  // The review reads the answers in Spanish: option labels, the date in es-US, "No indicado".
  const review = screen.getByRole('heading', { name: 'Revise sus respuestas' });
  expect(review).toBeVisible();
  expect(screen.getByText('Femenino')).toBeVisible();
  expect(screen.getByText('18 de abril de 2012')).toBeVisible();
  expect(screen.getByText('Padre o madre')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Cambiar: Información personal' })).toBeVisible();
  expect(screen.getAllByText(/^No indicado: /).length).toBeGreaterThan(0);

  await user.click(screen.getByRole('button', { name: 'Enviar inscripción' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '¡Inscripción enviada con éxito! Nuestro equipo se comunicará con usted en un plazo de 24 horas.',
  );
  expect(onSubmit).toHaveBeenCalledOnce();
  expect(onSubmit.mock.calls[0]![0]).toMatchObject({
    firstName: 'Sofía',
    dateOfBirth: '2012-04-18',
    gender: 'female',
    state: 'CA',
    emergencyContactRelationship: 'parent',
    primarySport: 'other',
    otherSport: 'Rugby',
    yearsPlaying: '3-5',
    secondarySports: ['Soccer'],
    liabilityWaiver: true,
    mediaRelease: false,
    communicationConsent: true,
  });
});
