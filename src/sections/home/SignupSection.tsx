import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Offer } from '../../content/types';
import { business } from '../../content/business';
import { useWords } from '../../content/useWords';
import { ExternalButton } from '../../components/ExternalButton';
import { homeSections } from '../../routes/paths';
import { PageSection } from '../../components/PageSection';
import { OfferCard } from './OfferCard';
import { RegistrationLink } from '../../components/RegistrationLink';
import { darkPanel } from '../../theme/theme';

/** #signup: the three offers and the free consultation. */
export function SignupSection({ offers }: { offers: readonly Offer[] }) {
  const { signup } = useWords('home');
  return (
    <PageSection
      id={homeSections.signup}
      eyebrow={signup.eyebrow}
      title={signup.title}
      intro={signup.intro}
      tone="muted"
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'stretch',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} />
        ))}
      </Box>
      <RegistrationLink words={signup.registration} sx={{ mt: 3, textAlign: 'center' }} />
      <Box
        sx={{
          ...darkPanel,
          mt: { xs: 4, md: 6 },
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'flex-start', md: 'center' },
          justifyContent: 'space-between',
          gap: 3,
        }}
      >
        <div>
          <Typography variant="h3">{signup.consultationTitle}</Typography>
          <Typography sx={{ mt: 0.5, color: 'onDark.text' }}>{signup.consultationBody}</Typography>
        </div>
        <ExternalButton
          href={business.consultationUrl}
          hrefLang={business.servicesLanguage}
          variant="contained"
          size="large"
        >
          {signup.consultationAction}
        </ExternalButton>
      </Box>
    </PageSection>
  );
}
