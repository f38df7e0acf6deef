/**
 * The brand's colours, once: the MUI theme (theme.ts) and the generated artwork
 * (.tools/images/heroArt.ts) both read them.
 */
export const brandColors = {
  orange: '#c2410c',
  orangeDark: '#9a3412',
  orangeLight: '#fb923c',
  navy: '#0f2a4a',
  navyDark: '#0a1d33',
  navyLight: '#1e4976',
  cream: '#fff7ed',
} as const;
