import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../app/usePageMeta';

export function ProDevCampPage() {
  usePageMeta(
    'Pro Dev Camp | Elevate Athletics',
    'A five-week speed and agility camp for athletes aged 10–17.',
  );
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h1" sx={{ fontSize: '2.5rem' }}>
        Pro Dev Camp
      </Typography>
    </Container>
  );
}
