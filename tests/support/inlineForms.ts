import * as z from 'zod/mini';
import { createFormKit, defineKind, type CustomFieldSpec, type FormTranslation } from 'stepform';
import { allKinds } from 'stepform/kinds';

/** Every one of the engine's kinds, and nothing else: the kit of the plain test forms. */
export const testKit = createFormKit({ kinds: allKinds });

/** A small form with one field of every kind, required and optional, over three steps. */
export const sampleForm = testKit.defineForm({
  id: 'sample',
  title: 'Sample',
  steps: [
    {
      id: 'about',
      title: 'About You',
      fields: [
        { name: 'fullName', kind: 'text', label: 'Full name', required: true },
        { name: 'email', kind: 'email', label: 'Email', required: true },
        { name: 'nickname', kind: 'text', label: 'Nickname' },
        {
          name: 'color',
          kind: 'select',
          label: 'Favourite colour',
          required: true,
          options: [
            { value: 'red', label: 'Red' },
            { value: 'blue', label: 'Blue' },
          ],
        },
      ],
    },
    {
      id: 'extras',
      title: 'Extras',
      fields: [
        { name: 'notes', kind: 'textarea', label: 'Notes' },
        {
          name: 'days',
          kind: 'checkboxes',
          label: 'Days',
          required: true,
          options: [
            { value: 'mon', label: 'Monday' },
            { value: 'tue', label: 'Tuesday' },
          ],
        },
        { name: 'phone', kind: 'tel', label: 'Phone' },
        { name: 'birthday', kind: 'date', label: 'Birthday' },
      ],
    },
    {
      id: 'consent',
      title: 'Consent',
      fields: [
        { name: 'terms', kind: 'consent', label: 'I accept the terms', required: true },
        { name: 'news', kind: 'consent', label: 'Send me news' },
      ],
    },
  ],
});

/** A one-step form of `count` required text (or long-text) fields, to show costs do not grow with size. */
export function wideForm(count: number, kind: 'text' | 'textarea' = 'text') {
  return testKit.defineForm({
    id: `wide-${count}-${kind}`,
    title: 'Wide',
    steps: [
      {
        id: 'wide',
        title: 'Many Fields',
        fields: Array.from({ length: count }, (_, index) => {
          const field = { name: `field${index}`, label: `Field ${index}`, required: true };
          return kind === 'textarea'
            ? { ...field, kind: 'textarea' as const }
            : { ...field, kind: 'text' as const };
        }),
      },
      {
        id: 'end',
        title: 'End',
        fields: [{ name: 'done', kind: 'consent', label: 'Done', required: true }],
      },
    ],
  });
}

/** A kind of the club's own: a number of stars, drawn by no component (the tests read values). */
const stars = defineKind({
  component: () => null,
  empty: null as number | null,
  schema: (field: CustomFieldSpec) => (field.required ? z.number() : z.nullable(z.number())),
  format: (value) => '★'.repeat(Number(value)),
  sample: () => 3,
});

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
