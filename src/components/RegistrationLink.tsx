import { RouteLink } from './RouteLink';
import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { usePaths } from '../routes/useLanguage';
import { textLinkSx } from '../theme/theme';

/**
 * The way to the site's own athlete registration, on the pages where a parent looks for it
 * (after a payment, and where the site speaks of signing up): a sentence and its link, beside the
 * external booking and camp forms, never in their place.
 */
export function RegistrationLink({
  words,
  sx,
}: {
  words: { prompt: string; action: string };
  sx?: TypographyProps['sx'];
}) {
  const paths = usePaths();
  return (
    <Typography sx={sx}>
      {words.prompt}{' '}
      <Box component={RouteLink} to={paths.registration} sx={textLinkSx}>
        {words.action}
      </Box>
    </Typography>
  );
}
