import { useState } from 'react';
import { RouteLink } from '../../components/RouteLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useWords } from '../../content/useWords';
import { useIsHydrated } from '../../hooks/useIsHydrated';
import { defaultLanguage, languages, localizedPath, type Language } from '../../routes/routeTable';
import { useLanguage } from '../../routes/useLanguage';
import { darkPanel } from '../../theme/theme';

/** Remembered in this browser only, so a visitor who said no is not asked again. */
const dismissedKey = 'language-suggestion-dismissed';

/** The site's language the browser prefers most, if any (e.g. `es` for `es-MX, en`). */
function preferredSiteLanguage(): Language | undefined {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    const match = languages.find((language) => language === base);
    if (match) return match;
  }
  return undefined;
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(dismissedKey) === 'true';
  } catch {
    return false;
  }
}

/**
 * On the English home page, for a browser whose preferred language is another of the site's:
 * a suggestion, in that language, to read the site in it. Never a redirect, and gone for good
 * once dismissed. Fixed at the bottom of the screen, so nothing on the page moves when it appears.
 */
export function LanguageSuggestion() {
  const hydrated = useIsHydrated();
  const language = useLanguage();
  const { languageSuggestion: words } = useWords('site');
  const [dismissed, setDismissed] = useState(false);
  const suggested = hydrated && language === defaultLanguage ? preferredSiteLanguage() : undefined;
  if (!suggested || suggested === language || dismissed || wasDismissed()) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(dismissedKey, 'true');
    } catch {
      // Storage may be off; the suggestion then stays away for this visit only.
    }
  };
  return (
    <Box
      role="region"
      aria-label={words.text}
      lang={words.lang}
      sx={[
        darkPanel,
        {
          position: 'fixed',
          zIndex: 'snackbar',
          insetInline: { xs: 8, sm: 'auto' },
          right: { sm: 24 },
          bottom: { xs: 8, sm: 24 },
          maxWidth: { sm: 420 },
          p: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          boxShadow: 6,
        },
      ]}
    >
      <Typography sx={{ flex: '1 1 100%', fontWeight: 600 }}>{words.text}</Typography>
      <Button component={RouteLink} to={localizedPath('/', suggested)} variant="contained">
        {words.action}
      </Button>
      <Button onClick={dismiss} color="inherit">
        {words.dismiss}
      </Button>
    </Box>
  );
}
