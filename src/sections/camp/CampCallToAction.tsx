import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { business } from '../../content/business';
import { useWords } from '../../content/useWords';
import { ExternalButton } from '../../components/ExternalButton';
import { ForSeason } from '../../components/ForSeason';
import { RegistrationLink } from '../../components/RegistrationLink';

/** The closing call to action: Register for Camp. */
export function CampCallToAction() {
  const { callToAction: campCallToAction } = useWords('camp');
  return (
    <Box component="section" aria-label={campCallToAction.title} sx={{ py: { xs: 8, md: 10 } }}>
      <Container>
        <Box
          sx={{
            textAlign: 'center',
            p: { xs: 4, md: 8 },
            borderRadius: 3,
            color: 'primary.contrastText',
            background: ({ palette }) =>
              `linear-gradient(135deg, ${palette.primary.dark} 0%, ${palette.primary.main} 55%, ${palette.primary.dark} 100%)`,
            '--focus-ring': ({ palette }) => palette.secondary.main,
          }}
        >
          <Typography variant="h2">{campCallToAction.title}</Typography>
          <Typography sx={{ mt: 2, mb: 4, fontSize: '1.125rem', maxWidth: 560, mx: 'auto' }}>
            <ForSeason season="on-sale">{campCallToAction.body}</ForSeason>
            <ForSeason season="ended">{campCallToAction.endedBody}</ForSeason>
          </Typography>
          <ExternalButton
            href={business.campFormUrl}
            hrefLang={business.servicesLanguage}
            size="large"
            variant="contained"
            sx={{
              bgcolor: 'background.paper',
              color: 'secondary.main',
              '&:hover': { bgcolor: 'primary.pale' },
            }}
          >
            {campCallToAction.action}
          </ExternalButton>
          {/* On the gradient the link takes the panel's own light text. */}
          <RegistrationLink
            words={campCallToAction.registration}
            sx={{ mt: 3, '& a': { color: 'inherit' } }}
          />
        </Box>
      </Container>
    </Box>
  );
}
