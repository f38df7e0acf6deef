import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../app/usePageMeta';

export function SuccessPage() {
  usePageMeta('Payment Successful | Elevate Athletics', 'Your payment went through.');
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h1" sx={{ fontSize: '2.5rem' }}>
        Payment Successful!
      </Typography>
    </Container>
  );
}
