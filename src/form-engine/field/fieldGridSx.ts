/**
 * The grid a step's fields (and a group row's) sit on: 12 columns from the `sm` breakpoint up. The
 * space between two rows of fields is the message line every field keeps under it
 * (FieldMessage) and this small gap: one rhythm on every step, whichever fields may show a
 * message, and a message appears in room already there.
 */
export const fieldGridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  columnGap: 2.5,
  rowGap: 0.5,
} as const;
