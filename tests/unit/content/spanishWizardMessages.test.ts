/** The Spanish words of the registration wizard (src/content/es/registrationWizard.ts). */
import { expect, it } from 'vitest';
import * as englishContent from '../../../src/content/registrationWizard';
import * as spanishContent from '../../../src/content/es/registrationWizard';
import { defaultWizardMessages, type WizardMessages } from '../../../src/form-engine';

const spanish: WizardMessages = spanishContent.registrationWizardMessages;
const english: WizardMessages = {
  ...defaultWizardMessages,
  ...englishContent.registrationWizardMessages,
};

it('has every word of the engine and of the English registration', () => {
  expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
});

it('says every word in Spanish ("No" is the same word)', () => {
  const untranslated = Object.entries(spanish).filter(
    ([key, words]) =>
      typeof words === 'string' && words === english[key as keyof WizardMessages] && key !== 'no',
  );
  expect(untranslated).toEqual([]);
  expect(spanish.locale).toBe('es-US');
  expect(spanish.stepOfCount(2, 6)).toBe('Paso 2 de 6');
  expect(spanish.stepLine(2, 6, 'Contacto de emergencia')).toBe(
    'Paso 2 de 6 · Contacto de emergencia',
  );
  expect(spanish.missingFields(['Ciudad', 'Estado'], false)).toBe(
    'Para continuar, complete: Ciudad, Estado.',
  );
  expect(spanish.requiredError('Ciudad', 'text')).toBe('Ciudad: este campo es obligatorio');
});

it('has the Spanish of every sentence the English file exports', () => {
  const sentences = Object.entries(englishContent).filter(
    ([name, value]) => typeof value === 'string' && name !== 'registrationStorageKey',
  );
  for (const [name, sentence] of sentences) {
    const translated = (spanishContent as Record<string, unknown>)[name];
    expect(typeof translated, name).toBe('string');
    expect(translated, name).not.toBe(sentence);
  }
  expect(spanishContent.registrationSuccessMessage).toBe(
    '¡Inscripción enviada con éxito! Nuestro equipo se comunicará con usted en un plazo de 24 horas.',
  );
});
