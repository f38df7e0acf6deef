import { alpha, type Theme } from '@mui/material/styles';

/** The submit outcome's alert, in the theme's success or error colours (AA on any MUI palette). */
export const submitAlertSx = (tone: 'success' | 'error') => (theme: Theme) => ({
  p: 2,
  borderRadius: 2,
  borderLeft: 6,
  borderColor: theme.palette[tone].main,
  bgcolor: alpha(theme.palette[tone].main, 0.08),
  color: theme.palette[tone].dark,
  fontWeight: 600,
});
