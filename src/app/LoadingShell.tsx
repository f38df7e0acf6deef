import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@emotion/react';
import { business } from '../content/business';
import type { WordsByName } from '../content/words';
import { SiteBrand } from '../components/SiteBrand';
import { pathsIn } from '../routes/paths';
import type { Language } from '../routes/routeTable';
import { textLinkSx } from '../theme/theme';
import { HeaderBar } from './HeaderBar';

const spin = keyframes`to { transform: rotate(1turn); }`;

/**
 * The neutral shell, `dist/shell.html`: what a host that answers every address with one file
 * should serve (.config/hosting/README.md "One file for every address"), in place of the home page.
 * It holds no page's
 * content: the site's bar and a loading state. Its words are here in every language, hidden; the
 * browser entry shows the address's (src/app/settleAddress.ts) and renders the page over it.
 * Without JavaScript it points to the home pages, which such hosts serve as they are.
 */
export function LoadingShell({
  words,
}: {
  words: readonly { language: Language; shell: WordsByName['shell'] }[];
}) {
  return (
    <>
      <title>{business.name}</title>
      <HeaderBar>
        <SiteBrand />
      </HeaderBar>
      <Box
        component="main"
        sx={{
          minHeight: '100vh',
          pt: 'var(--header-height)',
          px: 2,
          display: 'grid',
          placeItems: 'center',
          textAlign: 'center',
        }}
      >
        <div>
          {/* Each language's loading state, hidden: nothing spins for a reader without JavaScript. */}
          <Box role="status">
            {words.map(({ language, shell }) => (
              <Box
                key={language}
                lang={language}
                hidden
                sx={{
                  display: 'grid',
                  justifyItems: 'center',
                  gap: 2,
                  '&[hidden]': { display: 'none' },
                }}
              >
                <Box
                  sx={{
                    width: 40,
                    height: 40,
                    borderRadius: '50%',
                    border: '4px solid',
                    borderColor: 'divider',
                    borderTopColor: 'primary.main',
                    animation: `${spin} 0.9s linear infinite`,
                    '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
                  }}
                />
                <Typography sx={{ color: 'text.secondary' }}>{shell.loading}</Typography>
              </Box>
            ))}
          </Box>
          <noscript>
            {words.map(({ language, shell }) => (
              <Typography key={language} lang={language} sx={{ maxWidth: 480, mb: 2 }}>
                {shell.noScript}{' '}
                <Box component="a" href={pathsIn(language).home} sx={textLinkSx}>
                  {shell.home}
                </Box>
              </Typography>
            ))}
          </noscript>
        </div>
      </Box>
    </>
  );
}
