import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { business } from '../content/business';

/**
 * The business's mark and name, as the header shows them; `children` follow the name in the same
 * run of text (the header's link adds ", home" for screen readers there, so it is read as one).
 */
export function SiteBrand({ children }: { children?: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        fontWeight: 800,
        fontSize: '1.125rem',
        letterSpacing: '-0.01em',
        // The name on one line, down to a 320 px phone (the header makes room for it there).
        whiteSpace: 'nowrap',
      }}
    >
      <Box component="svg" viewBox="0 0 64 64" aria-hidden="true" sx={{ width: 34, height: 34 }}>
        <rect width="64" height="64" rx="14" fill="#1e4976" />
        <path d="M18 46 32 14l14 32h-9l-5-12-5 12z" fill="#fb923c" />
      </Box>
      {business.name}
      {children}
    </Box>
  );
}
