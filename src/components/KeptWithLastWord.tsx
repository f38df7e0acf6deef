import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A text whose last word never parts from what follows it (an icon): where the text wraps, the
 * two go to the next line together, so an icon never floats alone on a line or beside the block.
 */
export function KeptWithLastWord({ text, children }: { text: string; children: ReactNode }) {
  const lastWordAt = text.search(/\S+\s*$/);
  return (
    <>
      {text.slice(0, Math.max(lastWordAt, 0))}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {text.slice(Math.max(lastWordAt, 0))}
        {children}
      </Box>
    </>
  );
}
