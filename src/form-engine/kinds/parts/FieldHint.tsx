import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A question's helper text, under its input or legend: the theme's caption, set in from the
 * outline, in the error colour while the question shows an error (as MUI's FormHelperText).
 */
export function FieldHint({
  id,
  error,
  children,
}: {
  id: string;
  error: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="p"
      id={id}
      sx={{
        typography: 'caption',
        m: '3px 14px 0',
        color: error ? 'error.main' : 'text.secondary',
      }}
    >
      {children}
    </Box>
  );
}
