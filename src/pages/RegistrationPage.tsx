import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../app/usePageMeta';

export function RegistrationPage() {
  usePageMeta(
    'Athlete Registration | Elevate Athletics',
    'Register your athlete in six short steps.',
  );
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h1" sx={{ fontSize: '2.5rem' }}>
        Athlete Registration
      </Typography>
    </Container>
  );
}
