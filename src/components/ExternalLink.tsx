import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { textLinkSx, visuallyHidden } from '../theme/theme';
import { useWords } from '../content/useWords';
import { newTabProps } from './newTab';

/** Read by screen readers after the link's text; sighted visitors see the ↗ icon or context. */
export function NewTabNote() {
  const { newTabNote } = useWords('site');
  return (
    <Box component="span" sx={visuallyHidden}>
      {' '}
      {newTabNote}
    </Box>
  );
}

/**
 * A text link to another site: opens in a new tab and says so to screen readers. A plain anchor
 * styled like MUI's Link, which keeps that component out of the script every page loads.
 */
export function ExternalLink({
  href,
  children,
  sx,
}: {
  href: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="a"
      href={href}
      {...newTabProps}
      sx={[textLinkSx, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
      <NewTabNote />
    </Box>
  );
}
