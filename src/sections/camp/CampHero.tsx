import { useId } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { business } from '../../content/business';
import { useWords } from '../../content/useWords';
import { ExternalButton } from '../../components/ExternalButton';
import { onDark } from '../../theme/theme';
import { heroImages } from 'virtual:site-images';
import { Picture } from '../../components/Picture';
import { SeasonEndedNote } from '../../components/SeasonEndedNote';
import { CampDetailsCard } from './CampDetailsCard';

/** The camp page's first screen: name, promise, price, Register Now, and the Camp Details card. */
export function CampHero() {
  const { hero: campHero } = useWords('camp');
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={[
        onDark,
        {
          position: 'relative',
          overflow: 'hidden',
          bgcolor: 'secondary.dark',
          color: '#fff',
          py: { xs: 6, md: 10 },
        },
      ]}
    >
      <Picture
        image={heroImages[campHero.scene]}
        alt=""
        sizes="100vw"
        priority
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
        }}
      />
      {/* The text sits on the calm side of the picture; a scrim keeps it readable there. */}
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          background: {
            xs: 'linear-gradient(to bottom, rgba(10,29,51,0.88) 0%, rgba(10,29,51,0.7) 100%)',
            md: 'linear-gradient(to right, rgba(10,29,51,0.9) 0%, rgba(10,29,51,0.55) 55%, rgba(10,29,51,0.3) 100%)',
          },
        }}
      />
      <Container
        sx={{
          position: 'relative',
          display: 'grid',
          gap: { xs: 5, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' },
          alignItems: 'center',
        }}
      >
        <div>
          <Typography variant="overline" component="p" sx={{ color: 'primary.light', mb: 1.5 }}>
            {campHero.eyebrow}
          </Typography>
          <Typography variant="h1" id={headingId}>
            {campHero.title}
          </Typography>
          {/* Right under the name, on a phone's first screen: the first thing to know. */}
          <SeasonEndedNote sx={{ mt: 2.5, maxWidth: 560 }} />
          <Typography sx={{ mt: 2.5, fontSize: { xs: '1.0625rem', md: '1.25rem' }, opacity: 0.92 }}>
            {campHero.lead}
          </Typography>
          <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
            <ExternalButton
              href={business.campFormUrl}
              hrefLang={business.servicesLanguage}
              variant="contained"
              size="large"
            >
              {campHero.action}
            </ExternalButton>
            <Typography component="p" sx={{ fontWeight: 600 }}>
              <Box component="span" sx={{ display: 'block' }}>
                <Box component="span" sx={{ fontSize: '2rem', fontWeight: 800 }}>
                  {campHero.price}
                </Box>{' '}
                {campHero.period}
              </Box>
              <Box component="span" sx={{ display: 'block', color: 'primary.light' }}>
                {campHero.total}
              </Box>
            </Typography>
          </Box>
        </div>
        <CampDetailsCard />
      </Container>
    </Box>
  );
}
