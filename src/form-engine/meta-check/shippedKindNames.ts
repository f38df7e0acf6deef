/**
 * The names of the kinds `stepform/kinds` ships, for one message only: a form naming one its kit
 * leaves out is told to add it to the kit, rather than that no such kind exists. What each kind
 * allows is its own definition's (`properties`); `shippedKindNames.test.ts` keeps this list true.
 */
export const shippedKindNames: readonly string[] = [
  'date',
  'email',
  'tel',
  'text',
  'textarea',
  'number',
  'select',
  'radio',
  'checkboxes',
  'consent',
  'group',
];
