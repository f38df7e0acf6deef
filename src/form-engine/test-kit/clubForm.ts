import { createFormKit, type FormTranslation } from '../index.ts';
import { allKinds } from '../kinds.ts';
import { stars } from './stars.tsx';

/** A rule that suggests a correction, and a kind of its own, for forms that copy their fields. */
export const clubKit = createFormKit({
  kinds: { ...allKinds, stars },
  rules: {
    knownClub: (value: unknown) => (value === 'Tigres' ? true : { suggestion: 'Tigres' }),
  },
});

/**
 * A two-step club sign-up with a text of every translatable kind: description, helper text,
 * placeholder, required message, object and plain-string options, checks (one with
 * `{suggestion}`, from a site rule), a consent's full text and a custom kind.
 */
export const clubForm = clubKit.defineForm({
  id: 'club',
  title: 'Join the Club',
  steps: [
    {
      id: 'you',
      title: 'About You',
      description: 'Who is joining.',
      fields: [
        {
          name: 'name',
          kind: 'text',
          label: 'Name',
          required: true,
          requiredMessage: 'Enter your name',
          placeholder: 'e.g. Ana',
        },
        {
          name: 'club',
          kind: 'text',
          label: 'Club',
          helperText: 'The club you play for.',
          checks: [
            { rule: 'minLength', args: 2, message: 'Two letters or more.' },
            { rule: 'knownClub', level: 'warning', message: 'Did you mean {suggestion}?' },
          ],
        },
        {
          name: 'level',
          kind: 'select',
          label: 'Level',
          required: true,
          options: [
            { value: 'new', label: 'New' },
            { value: 'back', label: 'Coming back' },
          ],
        },
        { name: 'size', kind: 'radio', label: 'Shirt size', options: ['S', 'M', 'L'] },
        {
          name: 'sizeNote',
          kind: 'text',
          label: 'Anything about the fit?',
          visibleWhen: { field: 'size', equals: 'L' },
        },
      ],
    },
    {
      id: 'end',
      title: 'Last Step',
      fields: [
        { name: 'rating', kind: 'stars', label: 'How did you hear of us?', required: true },
        {
          name: 'rules',
          kind: 'consent',
          label: 'Club rules',
          helperText: 'Be kind.',
          fullText: 'Be kind.\n\nBe on time.',
          required: true,
        },
      ],
    },
  ],
});

/** Every text of the club form in Spanish, as a catalog file would hold it. */
export const clubInSpanish = {
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
