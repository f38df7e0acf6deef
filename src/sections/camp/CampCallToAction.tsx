import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { business } from '../../content/business';
import { campCallToAction } from '../../content/camp';
import { ExternalButton } from '../../components/ExternalButton';

/** The closing call to action: Register for Camp. */
export function CampCallToAction() {
  return (
    <Box component="section" aria-label={campCallToAction.title} sx={{ py: { xs: 8, md: 10 } }}>
      <Container>
        <Box
          sx={{
            textAlign: 'center',
            p: { xs: 4, md: 8 },
            borderRadius: 3,
            color: '#fff',
            background: 'linear-gradient(135deg, #9a3412 0%, #c2410c 55%, #9a3412 100%)',
            '--focus-ring': '#0f2a4a',
          }}
        >
          <Typography variant="h2">{campCallToAction.title}</Typography>
          <Typography sx={{ mt: 2, mb: 4, fontSize: '1.125rem', maxWidth: 560, mx: 'auto' }}>
            {campCallToAction.body}
          </Typography>
          <ExternalButton
            href={business.campFormUrl}
            size="large"
            variant="contained"
            sx={{ bgcolor: '#fff', color: 'secondary.main', '&:hover': { bgcolor: '#fff7ed' } }}
          >
            {campCallToAction.action}
          </ExternalButton>
        </Box>
      </Container>
    </Box>
  );
}
