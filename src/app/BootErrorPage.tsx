import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { business } from '../content/business';
import type { ErrorWords } from '../content/errorWords';
import { SiteBrand } from '../components/SiteBrand';
import { pathsIn } from '../routes/paths';
import type { Language } from '../routes/routeTable';
import { bootMarks } from './bootMarks';
import { HeaderBar } from './HeaderBar';

/**
 * The error page for when the HTML was not the address's page and its scripts did not load, so no
 * app can show one (src/app/showBootError.ts): the site's bar, then what the route error page
 * (src/components/RouteErrorPage.tsx) says of a file that did not arrive, with Try again and Back
 * to Home, in every language. A `<template>`: no page shows it, reads it or has it indexed until
 * it is needed, and it needs no file to arrive.
 */
export function BootErrorPage({
  words,
}: {
  words: readonly { language: Language; error: ErrorWords }[];
}) {
  return (
    <template id={bootMarks.error}>
      <HeaderBar>
        <SiteBrand />
      </HeaderBar>
      {words.map(({ language, error }) => (
        <Box
          key={language}
          component="main"
          lang={language}
          {...{ [bootMarks.language]: language, 'data-title': `${error.title} | ${business.name}` }}
          sx={{ minHeight: '100vh', pt: 'var(--header-height)' }}
        >
          <Container maxWidth="sm" sx={{ py: { xs: 6, sm: 10 } }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, mb: 2 }}>
              {error.title}
            </Typography>
            <Typography sx={{ mb: 1 }}>{error.loadBody}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
              <Button variant="contained">{error.retry}</Button>
              <Button component="a" href={pathsIn(language).home} variant="outlined">
                {error.home}
              </Button>
            </Box>
          </Container>
        </Box>
      ))}
    </template>
  );
}
