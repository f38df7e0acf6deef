import Box from '@mui/material/Box';
import { useWords } from '../content/useWords';
import type { Language } from '../routes/routeTable';
import { useLanguage } from '../routes/useLanguage';

/**
 * After the text of a link to a service in another language than the page's, e.g. "(en inglés)"
 * on a Spanish page: shown, not only read out, so nobody lands on a form they cannot read
 * unwarned. Nothing when the service speaks the page's language or its language is not known.
 */
export function LanguageNote({ hrefLang }: { hrefLang: Language | undefined }) {
  const { inLanguage } = useWords('site');
  const pageLanguage = useLanguage();
  if (!hrefLang || hrefLang === pageLanguage) return null;
  return (
    <Box component="span" sx={{ fontWeight: 500 }}>
      {' '}
      {inLanguage[hrefLang]}
    </Box>
  );
}
