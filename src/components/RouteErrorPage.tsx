import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RouteLink } from './RouteLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { business } from '../content/business';
import { errorWordsIn } from '../content/errorWords';
import { LoadError } from '../content/LoadError';
import { useLanguage, usePaths } from '../routes/useLanguage';
import { usePageError } from './pageError';

/**
 * What a route shows when it fails: a friendly explanation, a retry and a way home. The header and
 * footer stay around it. It needs nothing that loads with a page: its words come with the app
 * (src/app/README.md "Errors"). A page that threw while rendering is rendered again; one whose file
 * did not
 * load is loaded anew, since in this document that file stays failed.
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
  const words = errorWordsIn(useLanguage());
  const paths = usePaths();
  const notLoaded = error instanceof LoadError;
  // Kept in the console for whoever investigates; the visitor sees plain words.
  useEffect(() => console.error('Page error', error), [error]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, sm: 10 } }}>
      {/* Not PageHead, which reads the site's words for its link-preview tags: an error page is
          never previewed, and its head must not wait for a file either. */}
      <title>{`${words.title} | ${business.name}`}</title>
      <meta name="description" content={words.description} />
      <meta name="robots" content="noindex" />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, mb: 2 }}>
        {words.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{notLoaded ? words.loadBody : words.body}</Typography>
      {retryNote && <Typography sx={{ mb: 1 }}>{retryNote}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
        <Button
          variant="contained"
          onClick={() => {
            onRetry?.();
            if (notLoaded) window.location.reload();
            // A new navigation to the same place clears the route's error and renders it again.
            else void navigate(location, { replace: true });
          }}
        >
          {words.retry}
        </Button>
        <Button component={RouteLink} to={paths.home} variant="outlined">
          {words.home}
        </Button>
      </Box>
    </Container>
  );
}
