import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@emotion/react';
import type { WordsByName } from '../content/words';
import { SiteBrand } from '../components/SiteBrand';
import { pathsIn } from '../routes/paths';
import type { Language } from '../routes/routeTable';
import { textLinkSx } from '../theme/theme';
import { bootMarks } from './bootMarks';
import { HeaderBar } from './HeaderBar';

const spin = keyframes`to { transform: rotate(1turn); }`;

/**
 * The loading view: the site's bar and "Loading the page…", shown in place of HTML that is not the
 * address's page until the app renders that page (src/app/README.md "Addresses another page's
 * HTML answers"). Every HTML file carries it, hidden unless `<html data-boot>` (src/app/bootStyles.ts):
 * a host that answers every address with one file may answer with any of them. It is the whole
 * of the neutral shell, `dist/shell.html` (with `noScript`, the note for a reader without
 * JavaScript, which points to the home pages such hosts serve as they are). Its words are here in
 * every language; the address's shows (the guard sets `<html lang>`).
 */
export function LoadingShell({
  words,
  noScript = false,
}: {
  words: readonly { language: Language; shell: WordsByName['shell'] }[];
  noScript?: boolean;
}) {
  return (
    <div id={bootMarks.view}>
      <HeaderBar>
        <SiteBrand />
      </HeaderBar>
      <Box
        // The shell's one landmark; in a page's HTML a second main would be one too many.
        component={noScript ? 'main' : 'div'}
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
          <Box role="status">
            {words.map(({ language, shell }) => (
              <Box
                key={language}
                lang={language}
                {...{ [bootMarks.language]: language }}
                sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}
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
          {noScript && (
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
          )}
        </div>
      </Box>
    </div>
  );
}
