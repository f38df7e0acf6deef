import { alpha, createTheme } from '@mui/material/styles';
import { brandColors } from './brandColors';

/** The fixed header's height at every breakpoint; `--header-height` below and SiteHeader use it. */
export const headerHeight = 64;

/** Colours for text and lines on the dark (navy) surfaces: header, footer, hero, dark panels. */
interface OnDarkPalette {
  /** Secondary text on navy: 12:1 on secondary.main. */
  text: string;
  /** Hairlines and dividers on navy. */
  divider: string;
  /** Accents and the focus ring on navy (primary.light, 6.7:1). */
  accent: string;
}

declare module '@mui/material/styles' {
  interface TypeBackground {
    /** A quiet grey for alternating sections and set-apart boxes. */
    muted: string;
  }
  interface Palette {
    onDark: OnDarkPalette;
  }
  interface PaletteOptions {
    onDark?: OnDarkPalette;
  }
}

const orange = {
  main: brandColors.orange,
  dark: brandColors.orangeDark,
  light: brandColors.orangeLight,
  pale: brandColors.cream,
};
const navy = { main: brandColors.navy, dark: brandColors.navyDark, light: brandColors.navyLight };
const grey = { line: '#e5e7eb', muted: '#f8fafc' };
const white = '#ffffff';

const focusRing = {
  outline: `3px solid var(--focus-ring, ${orange.main})`,
  outlineOffset: '2px',
};

/**
 * The one theme of the site: palette, typography and component customizations live here; `sx`
 * is only for one-off layout.
 *
 * Colours are chosen for WCAG AA contrast:
 * white on primary.main is 5.2:1, white on secondary.main is 14:1, text.secondary on white is 7.5:1,
 * primary.light (#fb923c) on secondary.main is 6.7:1 (focus rings and accents on dark surfaces).
 *
 * A plain theme (no `cssVariables`, no `colorSchemes`): the build leaves MUI's CSS-variables code
 * out (`muiWithoutCssVariables` from `stepform/vite`, in vite.config.ts), and a built page with
 * such a theme would throw.
 */
export const theme = createTheme({
  palette: {
    primary: { ...orange, contrastText: white },
    secondary: { ...navy, contrastText: white },
    // The payment confirmation's badge: green-800 on green-100 is 7.1:1.
    success: { main: '#166534', light: '#dcfce7', dark: '#14532d', contrastText: white },
    text: { primary: '#111827', secondary: '#374151' },
    background: { default: white, paper: white, muted: grey.muted },
    divider: grey.line,
    action: {
      // MUI's default disabled text (rgba 0,0,0,.26) is unreadable; "grey" must still be legible.
      disabled: '#6b7280',
      disabledBackground: grey.line,
    },
    onDark: { text: alpha(white, 0.88), divider: alpha(white, 0.14), accent: orange.light },
  },
  typography: {
    fontFamily:
      '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    // Fluid sizes: one scale from a 320 px phone to a wide desktop, no breakpoint jumps.
    h1: {
      fontWeight: 800,
      letterSpacing: '-0.025em',
      lineHeight: 1.08,
      fontSize: 'clamp(2.25rem, 1.6rem + 2.8vw, 3.75rem)',
    },
    h2: {
      fontWeight: 800,
      letterSpacing: '-0.02em',
      lineHeight: 1.15,
      fontSize: 'clamp(1.75rem, 1.45rem + 1.4vw, 2.625rem)',
    },
    h3: { fontWeight: 700, lineHeight: 1.25, fontSize: '1.375rem' },
    h4: { fontWeight: 700, lineHeight: 1.3, fontSize: '1.125rem' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    overline: { fontWeight: 700, letterSpacing: '0.12em', lineHeight: 1.6, fontSize: '0.8125rem' },
    body1: { lineHeight: 1.65 },
    button: { textTransform: 'none', fontWeight: 700, fontSize: '1rem' },
  },
  shape: { borderRadius: 10 },
  // A visitor who asks for reduced motion (an operating-system setting) gets none of MUI's
  // transitions, ripples or animated collapses: the CSS carries a prefers-reduced-motion query,
  // so it holds from the prerendered HTML on, before any script runs.
  motion: { reducedMotion: 'system' },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Anchored sections and focused elements land below the fixed header, never under it.
        // Smooth scrolling is done per call (scrollToSection), not here: a global smooth
        // scroll-behavior would also animate the router's scroll-to-top on every page change.
        html: { scrollPaddingTop: 'calc(var(--header-height) + 8px)' },
        ':root': { '--header-height': `${headerHeight}px` },
        // One visible focus ring for every control; darker surfaces switch its colour by setting
        // --focus-ring (see onDark).
        ':focus-visible': focusRing,
        img: { maxWidth: '100%' },
        // Native controls do not inherit the page's font by default (Chromium draws buttons in
        // Arial); every control, MUI's or not, speaks Inter.
        'button, input, select, textarea, optgroup': { fontFamily: 'inherit' },
        // A printed page has no fixed header to clear.
        '@media print': { ':root': { '--header-height': '0px' } },
      },
    },
    MuiContainer: { defaultProps: { maxWidth: 'lg' } },
    MuiButtonBase: {
      // ButtonBase removes the outline and shows focus only as a faint ripple; use the ring, and
      // the theme's font, not the browser's button font. The ring follows `:focus-visible` too:
      // ButtonBase's class comes only once the app runs, and a prerendered page is tabbed
      // through before that, or without JavaScript at all.
      styleOverrides: {
        root: {
          fontFamily: 'inherit',
          '&.Mui-focusVisible, &:focus-visible': focusRing,
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        // A label that wraps (longer Spanish ones do on phones) centres its lines, as one line is.
        root: { minHeight: 44, paddingInline: 20, borderRadius: 999, textAlign: 'center' },
        sizeLarge: { minHeight: 52, paddingInline: 28, fontSize: '1.0625rem' },
      },
    },
    MuiLink: {
      defaultProps: { underline: 'always' },
      styleOverrides: { root: { fontWeight: 600, textUnderlineOffset: '0.18em' } },
    },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: { outlined: { borderColor: grey.line } },
    },
  },
});

/** sx for dark surfaces (header, footer, hero, dark panels): a focus ring that contrasts with navy. */
export const onDark = { '--focus-ring': theme.palette.onDark.accent } as const;

/** sx for a navy panel inside a light section (mission, coaches' stats, consultation). */
export const darkPanel = {
  ...onDark,
  p: { xs: 3, md: 4 },
  borderRadius: 2,
  bgcolor: 'secondary.main',
  color: 'secondary.contrastText',
} as const;

/** sx for a plain `<a>` that looks like the theme's MuiLink (used where MuiLink isn't loaded). */
export const textLinkSx = {
  color: 'primary.main',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '0.18em',
} as const;

/** sx that hides an element visually but keeps it for screen readers (MUI's own). */
export { visuallyHidden } from '@mui/utils';
