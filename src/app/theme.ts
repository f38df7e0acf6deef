import { createTheme } from '@mui/material/styles';

/**
 * The one theme of the site. Colours are chosen for WCAG AA contrast:
 * white on primary.main is 5.2:1, white on secondary.main is 14:1, text.secondary on white is 7.5:1.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#c2410c', dark: '#9a3412', light: '#fb923c', contrastText: '#ffffff' },
    secondary: { main: '#0f2a4a', dark: '#0a1d33', light: '#1e4976', contrastText: '#ffffff' },
    text: { primary: '#111827', secondary: '#374151' },
    background: { default: '#ffffff', paper: '#ffffff' },
    action: {
      // MUI's default disabled text (rgba 0,0,0,.26) is unreadable; "grey" must still be legible.
      disabled: '#6b7280',
      disabledBackground: '#e5e7eb',
    },
  },
  typography: {
    fontFamily:
      '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.015em' },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  shape: { borderRadius: 10 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Anchored sections and focused elements land below the fixed header, never under it.
        html: { scrollPaddingTop: 'var(--header-height)', scrollBehavior: 'smooth' },
        ':root': { '--header-height': '64px' },
        '@media (prefers-reduced-motion: reduce)': { html: { scrollBehavior: 'auto' } },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { minHeight: 44 } },
    },
    MuiLink: {
      styleOverrides: { root: { fontWeight: 600 } },
    },
  },
});
