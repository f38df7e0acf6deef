import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Language } from '../routes/routeTable';
import { KeptWithLastWord } from './KeptWithLastWord';
import { useLanguageNote } from './useLanguageNote';

/**
 * After the text of a link to a service in another language than the page's: shown, not only
 * read out, so nobody lands on a form they cannot read unwarned. `after` (an icon) stays on the
 * line of its last word.
 */
export function LanguageNote({
  hrefLang,
  after,
}: {
  hrefLang: Language | undefined;
  after?: ReactNode;
}) {
  const note = useLanguageNote(hrefLang);
  if (!note) return null;
  return (
    <Box component="span" sx={{ fontWeight: 500 }}>
      {' '}
      <KeptWithLastWord text={note}>{after}</KeptWithLastWord>
    </Box>
  );
}
