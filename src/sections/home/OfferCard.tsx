import { useId } from 'react';
import { RouteLink } from '../../components/RouteLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Offer } from '../../content/types';
import { ExternalButton } from '../../components/ExternalButton';
import { CheckList } from '../../components/CheckList';
import { ForSeason } from '../../components/ForSeason';
import { SeasonEndedNote } from '../../components/SeasonEndedNote';
import { useWords } from '../../content/useWords';
import { usePaths } from '../../routes/useLanguage';

function OfferButton({ offer, describedBy }: { offer: Offer; describedBy: string }) {
  const paths = usePaths();
  const common = { fullWidth: true, size: 'large', 'aria-describedby': describedBy } as const;
  switch (offer.action.kind) {
    case 'internal':
      return (
        <Button
          component={RouteLink}
          to={paths[offer.action.route]}
          variant="contained"
          {...common}
        >
          {offer.buttonText}
        </Button>
      );
    case 'external':
      return (
        <ExternalButton
          href={offer.action.href}
          hrefLang={offer.action.hrefLang}
          variant="contained"
          {...common}
        >
          {offer.buttonText}
        </ExternalButton>
      );
    case 'unavailable':
      return (
        <Button disabled variant="contained" {...common}>
          {offer.buttonText}
        </Button>
      );
  }
}

/** One offer: price, what is in it, and the button to take it. */
export function OfferCard({ offer }: { offer: Offer }) {
  const titleId = useId();
  const unavailable = offer.action.kind === 'unavailable';
  // The camp: featured, and it has seasons (src/content/campSeason.ts).
  const featured = offer.id === 'training-camp';
  const { campSeason } = useWords('site');
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 3, md: 4 },
        borderWidth: featured ? 2 : 1,
        borderColor: featured ? 'primary.main' : 'divider',
        bgcolor: unavailable ? 'background.muted' : 'background.paper',
      }}
    >
      {offer.highlight && (
        <Typography
          component="p"
          sx={{
            alignSelf: 'flex-start',
            mb: 2,
            px: 1.5,
            py: 0.5,
            borderRadius: 999,
            fontSize: '0.8125rem',
            fontWeight: 700,
            bgcolor: unavailable ? 'divider' : 'primary.main',
            color: unavailable ? 'text.primary' : 'primary.contrastText',
          }}
        >
          {featured ? (
            <>
              <ForSeason season="on-sale">{offer.highlight}</ForSeason>
              <ForSeason season="ended">{campSeason.badge}</ForSeason>
            </>
          ) : (
            offer.highlight
          )}
        </Typography>
      )}
      <Typography variant="h3" id={titleId}>
        {offer.title}
      </Typography>
      <Typography component="p" sx={{ mt: 1.5, mb: 2 }}>
        <Box
          component="span"
          sx={{ fontSize: '2.5rem', fontWeight: 800, letterSpacing: '-0.02em' }}
        >
          {offer.price}
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {offer.period}
        </Box>
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{offer.description}</Typography>
      {featured && <SeasonEndedNote sx={{ mt: -1, mb: 3 }} />}
      <Box sx={{ mb: 4, flex: 1 }}>
        <CheckList items={offer.features} dense />
      </Box>
      <OfferButton offer={offer} describedBy={titleId} />
    </Paper>
  );
}
