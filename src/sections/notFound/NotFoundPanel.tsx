import { RouteLink } from '../../components/RouteLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useWords } from '../../content/useWords';
import { usePaths } from '../../routes/useLanguage';

/** What any unknown address shows: a clear heading and the ways back into the site. */
export function NotFoundPanel() {
  const notFoundPage = useWords('notFound');
  const paths = usePaths();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography
        aria-hidden="true"
        sx={{ fontSize: '5rem', fontWeight: 800, lineHeight: 1, color: 'primary.main', mb: 2 }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' } }}>
        {notFoundPage.title}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: '1.125rem' }}>
        {notFoundPage.body}
      </Typography>
      <Box sx={{ mt: 4, display: 'grid', gap: 2, justifyItems: 'center' }}>
        <Button component={RouteLink} to={paths.home} variant="contained" size="large">
          {notFoundPage.homeAction}
        </Button>
        <Typography sx={{ color: 'text.secondary' }}>
          {notFoundPage.campPrompt}{' '}
          <Link component={RouteLink} to={paths.proDevCamp}>
            {notFoundPage.campAction}
          </Link>
        </Typography>
      </Box>
    </Container>
  );
}
