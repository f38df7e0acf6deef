import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { business } from '../content/business';
import { PageHead } from '../seo/PageHead';
import { useWords } from '../content/useWords';
import { usePaths } from '../routes/useLanguage';
import { usePageError } from './pageError';

/**
 * What a route shows when it fails to render: a friendly explanation, a retry that renders the
 * route again, and a way home. The header and footer stay around it.
 */
export function RouteErrorPage({
  onRetry,
  retryNote,
}: {
  /** Runs before the retry, e.g. to keep the answers of a form. */
  onRetry?: () => void;
  /** A sentence under the explanation, e.g. that answers are kept. */
  retryNote?: string;
}) {
  const error = usePageError();
  const location = useLocation();
  const navigate = useNavigate();
  const { error: words } = useWords('site');
  const paths = usePaths();
  // Kept in the console for whoever investigates; the visitor sees plain words.
  useEffect(() => console.error('Page error', error), [error]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, sm: 10 } }}>
      <PageHead
        title={`${words.title} | ${business.name}`}
        description={words.description}
        noindex
      />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, mb: 2 }}>
        {words.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{words.body}</Typography>
      {retryNote && <Typography sx={{ mb: 1 }}>{retryNote}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
        <Button
          variant="contained"
          onClick={() => {
            onRetry?.();
            // A new navigation to the same place clears the route's error and renders it again.
            void navigate(location, { replace: true });
          }}
        >
          {words.retry}
        </Button>
        <Button component={RouterLink} to={paths.home} variant="outlined">
          {words.home}
        </Button>
      </Box>
    </Container>
  );
}
