import { useId } from 'react';
import { RouteLink } from '../../components/RouteLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { business } from '../../content/business';
import { useWords } from '../../content/useWords';
import { Icon } from '../../components/Icon';
import { usePaths } from '../../routes/useLanguage';
import { CheckList } from '../../components/CheckList';
import { RegistrationLink } from '../../components/RegistrationLink';

/**
 * The payment confirmation. `orderId` is shown as plain text (React escapes it), whatever the
 * query string held; null hides the Order ID entirely. `undefined` means not known yet (the
 * prerendered page, before the browser reads the query): the box keeps its place, invisible, so
 * the page does not shift when the ID appears.
 */
export function SuccessPanel({ orderId }: { orderId: string | null | undefined }) {
  const nextId = useId();
  const successPage = useWords('success');
  const paths = usePaths();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 72,
            height: 72,
            mx: 'auto',
            mb: 3,
            borderRadius: '50%',
            bgcolor: 'success.light',
            color: 'success.main',
          }}
        >
          <Icon name="check" size={40} sx={{ strokeWidth: 2.5 }} />
        </Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' } }}>
          {successPage.title}
        </Typography>
        <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: '1.125rem' }}>
          {successPage.note}
        </Typography>

        {orderId !== null && (
          <Box
            aria-hidden={orderId === undefined || undefined}
            sx={{
              my: 4,
              mx: 'auto',
              p: 2,
              borderRadius: 2,
              bgcolor: 'background.muted',
              maxWidth: 320,
              visibility: orderId === undefined ? 'hidden' : undefined,
            }}
          >
            <Box component="dl" sx={{ m: 0 }}>
              <Box component="dt" sx={{ fontWeight: 600, color: 'text.secondary' }}>
                {successPage.orderIdLabel}
              </Box>
              <Box
                component="dd"
                sx={{
                  m: 0,
                  mt: 0.5,
                  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                  fontSize: '1.5rem',
                  fontWeight: 700,
                  letterSpacing: '0.08em',
                  overflowWrap: 'anywhere',
                }}
              >
                {orderId ?? '\u00a0'}
              </Box>
            </Box>
            <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
              {successPage.orderIdHint}
            </Typography>
          </Box>
        )}

        <Box component="section" aria-labelledby={nextId} sx={{ mt: 4, textAlign: 'left' }}>
          <Typography variant="h2" id={nextId} sx={{ fontSize: '1.375rem', mb: 2 }}>
            {successPage.whatsNextTitle}
          </Typography>
          <CheckList items={successPage.whatsNext} />
          <RegistrationLink words={successPage.registration} sx={{ mt: 2 }} />
        </Box>

        <Box sx={{ mt: 5, display: 'grid', gap: 2, justifyItems: 'center' }}>
          <Button component={RouteLink} to={paths.home} variant="contained" size="large">
            {successPage.homeAction}
          </Button>
          <Typography sx={{ color: 'text.secondary' }}>
            {successPage.contactPrompt}{' '}
            <Link href={`mailto:${business.email}`}>{business.email}</Link>
          </Typography>
        </Box>
      </Paper>
    </Container>
  );
}
