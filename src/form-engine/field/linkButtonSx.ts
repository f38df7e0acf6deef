/** A button that reads as a link (a suggestion to take, Change, Show all): one look for all. */
export const linkButtonSx = {
  p: 0,
  border: 0,
  bgcolor: 'transparent',
  font: 'inherit',
  color: 'primary.main',
  textDecoration: 'underline',
  textUnderlineOffset: '0.18em',
  cursor: 'pointer',
  textAlign: 'start',
} as const;
