import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useIsHydrated } from '../hooks/useIsHydrated';
import { errorWordsIn } from '../content/errorWords';
import { useLanguage } from '../routes/useLanguage';
import { onDark } from '../theme/theme';
import { bootStatusAttribute } from './bootStatusAttribute';

const spin = keyframes`to { transform: rotate(1turn); }`;

/**
 * What a prerendered page says about its scripts until the app has started (src/app/README.md
 * "Errors"), in
 * a bar at the foot of the screen, so it shifts nothing when it goes: `loading`, on a page that
 * cannot be used before they arrive (the registration's form), and, hidden until the entry
 * shows it, that they did not arrive (`failed`, the site's words unless given) with Try again.
 * Gone once the page is hydrated; a page with its own takes the place of the layout's. A browser
 * without JavaScript never shows it: the form says it needs JavaScript instead.
 */
export function BootStatus({ loading, failed }: { loading?: string; failed?: string }) {
  const hydrated = useIsHydrated();
  const words = errorWordsIn(useLanguage());
  if (hydrated) return null;
  return (
    <Box
      {...{ [bootStatusAttribute]: loading === undefined ? 'site' : 'page' }}
      hidden={loading === undefined}
      sx={[
        onDark,
        {
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          zIndex: 'snackbar',
          bgcolor: 'secondary.dark',
          color: 'secondary.contrastText',
          px: 2,
          py: 1.5,
          displayPrint: 'none',
          '&[hidden], & [hidden]': { display: 'none' },
          '@media (scripting: none)': { display: 'none' },
        },
      ]}
    >
      {loading !== undefined && (
        <Box
          component="p"
          role="status"
          sx={{ m: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5 }}
        >
          <Box
            component="span"
            aria-hidden="true"
            sx={{
              width: 18,
              height: 18,
              flexShrink: 0,
              borderRadius: '50%',
              border: '2px solid',
              borderColor: 'onDark.divider',
              borderTopColor: 'primary.light',
              animation: `${spin} 0.9s linear infinite`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          />
          {loading}
        </Box>
      )}
      <Box
        role="alert"
        hidden
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          // On a phone the sentence wraps: the button sits under its start, not centred.
          justifyContent: { xs: 'flex-start', sm: 'center' },
          columnGap: 2,
          rowGap: 1,
        }}
      >
        <Box component="p" sx={{ m: 0 }}>
          {failed ?? words.notLoaded}
        </Box>
        <Box
          component="button"
          type="button"
          sx={{
            minHeight: 44,
            px: 2.5,
            border: '1px solid',
            borderColor: 'currentColor',
            borderRadius: 999,
            bgcolor: 'transparent',
            color: 'inherit',
            font: 'inherit',
            fontWeight: 700,
            cursor: 'pointer',
          }}
        >
          {words.retry}
        </Box>
      </Box>
    </Box>
  );
}
