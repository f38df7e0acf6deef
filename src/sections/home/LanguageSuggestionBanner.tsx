import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useWords } from '../../content/useWords';
import { localizedPath, type Language } from '../../routes/routeTable';
import { darkPanel } from '../../theme/theme';
import { dismissedKey } from './languageSuggestionStorage';

/**
 * The suggestion itself, in the suggested language: a link to its home page and a "no" that is
 * remembered in this browser. Fixed at the bottom of the screen, so nothing on the page moves.
 */
export function LanguageSuggestionBanner({ suggested }: { suggested: Language }) {
  const { languageSuggestion: words } = useWords('site');
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
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
      <Button component={RouterLink} to={localizedPath('/', suggested)} variant="contained">
        {words.action}
      </Button>
      <Button onClick={dismiss} color="inherit">
        {words.dismiss}
      </Button>
    </Box>
  );
}
