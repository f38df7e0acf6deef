import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../app/usePageMeta';

export function HomePage() {
  usePageMeta(
    'Elevate Athletics | Youth Sports Performance Training',
    'Speed, strength and agility training for young athletes.',
  );
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h1" sx={{ fontSize: '2.5rem' }}>
        Train like a pro
      </Typography>
    </Container>
  );
}
