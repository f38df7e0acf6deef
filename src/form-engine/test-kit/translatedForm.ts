import { testKit } from './testKit.ts';

/** A two-step sign-up whose texts are in English and, partly, in Spanish. */
export const translatedForm = testKit.defineForm({
  id: 'signup',
  title: { en: 'Sign up', es: 'Inscripción' },
  steps: [
    {
      id: 'you',
      title: { en: 'About You', es: 'Sobre ti' },
      description: { en: 'Who you are.' },
      fields: [
        {
          name: 'firstName',
          kind: 'text',
          label: { en: 'First name', es: 'Nombre' },
          required: true,
        },
        {
          name: 'email',
          kind: 'email',
          label: { en: 'Email', es: 'Correo' },
          helperText: { en: 'We write only about the club.' },
          checks: [
            {
              rule: 'pattern',
              args: '@',
              level: 'warning',
              message: { en: 'Check the address.', es: 'Revisa la dirección.' },
            },
          ],
        },
        {
          name: 'level',
          kind: 'radio',
          label: { en: 'Level', es: 'Nivel' },
          required: true,
          options: [
            { value: 'new', label: { en: 'New', es: 'Nuevo' } },
            { value: 'back', label: { en: 'Coming back' } },
          ],
        },
      ],
    },
    {
      id: 'done',
      title: 'Done',
      fields: [
        { name: 'agree', kind: 'consent', label: { en: 'I agree', es: 'Acepto' }, required: true },
      ],
    },
  ],
});
