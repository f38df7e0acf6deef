import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../app/usePageMeta';

export function NotFoundPage() {
  usePageMeta('Page not found | Elevate Athletics', 'This page does not exist.');
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h1" sx={{ fontSize: '2.5rem' }}>
        Page not found
      </Typography>
    </Container>
  );
}
