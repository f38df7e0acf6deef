import { useId } from 'react';
import { RouteLink } from '../../components/RouteLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useWords } from '../../content/useWords';
import { homeSections } from '../../routes/paths';
import { onDark } from '../../theme/theme';
import { useSectionLink } from '../../hooks/useSectionLink';
import { HeroCarousel } from './HeroCarousel';

/** Behind the eyebrow: the scrim's navy, nearly opaque (primary.light on it is over 6:1). */
const eyebrowBacking = ({ palette }: Theme) => alpha(palette.secondary.dark, 0.9);

/** The home page's first screen: carousel behind a headline and the two calls to action. */
export function HomeHero() {
  const { hero, carousel } = useWords('home');
  const headingId = useId();
  const sectionLink = useSectionLink();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={[
        onDark,
        {
          position: 'relative',
          overflow: 'hidden',
          // A fixed height: nothing below moves while the images load.
          height: { xs: 720, md: 640 },
          bgcolor: 'secondary.dark',
          color: '#fff',
        },
      ]}
    >
      <HeroCarousel slides={hero.slides} label={hero.carouselLabel} controls={carousel} />
      {/* A scrim under the text keeps it readable on any image; clicks pass through to the carousel. */}
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          zIndex: 1,
          pointerEvents: 'none',
          background: {
            // Up to the top on a phone: the Spanish headline, five lines at 375 px, reaches it.
            xs: 'linear-gradient(to top, rgba(10,29,51,0.95) 0%, rgba(10,29,51,0.9) 70%, rgba(10,29,51,0.55) 100%)',
            md: 'linear-gradient(to right, rgba(10,29,51,0.9) 0%, rgba(10,29,51,0.7) 40%, rgba(10,29,51,0) 68%)',
          },
        }}
      />
      <Container
        sx={{
          position: 'relative',
          zIndex: 2,
          height: '100%',
          display: 'flex',
          alignItems: { xs: 'flex-end', md: 'center' },
          pb: { xs: 11, md: 0 },
          pointerEvents: 'none',
        }}
      >
        <Box sx={{ maxWidth: 600, pointerEvents: 'auto' }}>
          {/*
           * On a navy backing of its own: on a phone the scrim fades out toward the top, and a
           * longer eyebrow (the Spanish one wraps to three lines at 320 px) reaches the art's
           * brightest part (the track's orange sun), where orange on orange cannot be read.
           */}
          <Typography
            variant="overline"
            component="p"
            sx={{
              display: 'table',
              color: 'primary.light',
              bgcolor: eyebrowBacking,
              px: 1,
              // Square: a rounded corner would let the art show, unbacked, beside the letters.
              mb: 1.5,
            }}
          >
            {hero.eyebrow}
          </Typography>
          <Typography variant="h1" id={headingId}>
            {hero.title}
          </Typography>
          <Typography sx={{ mt: 2.5, fontSize: { xs: '1.0625rem', md: '1.25rem' }, opacity: 0.92 }}>
            {hero.lead}
          </Typography>
          <Box
            sx={{
              mt: 4,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1.5,
              // Side by side from the narrowest common phone (360 px) up.
              '& .MuiButton-root': { px: { xs: 2, sm: 3.5 } },
            }}
          >
            <Button
              component={RouteLink}
              variant="contained"
              size="large"
              {...sectionLink(homeSections.signup)}
            >
              {hero.primaryAction}
            </Button>
            <Button
              component={RouteLink}
              variant="outlined"
              color="inherit"
              size="large"
              sx={{ borderColor: 'rgba(255,255,255,0.7)' }}
              {...sectionLink(homeSections.mission)}
            >
              {hero.secondaryAction}
            </Button>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
