import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { textLinkSx, visuallyHidden } from '../theme/theme';
import { useWords } from '../content/useWords';
import type { Language } from '../routes/routeTable';
import { LanguageNote } from './LanguageNote';
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
  hrefLang,
  children,
  sx,
}: {
  href: string;
  /** The language the page it opens is in, when the site knows it (README "Languages"). */
  hrefLang?: Language;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="a"
      href={href}
      hrefLang={hrefLang}
      {...newTabProps}
      sx={[textLinkSx, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
      <LanguageNote hrefLang={hrefLang} />
      <NewTabNote />
    </Box>
  );
}
