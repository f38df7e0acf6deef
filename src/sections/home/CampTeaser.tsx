import { useId } from 'react';
import { RouteLink } from '../../components/RouteLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Offer } from '../../content/types';
import { useWords } from '../../content/useWords';
import { ForSeason } from '../../components/ForSeason';
import { Icon } from '../../components/Icon';
import { KeptWithLastWord } from '../../components/KeptWithLastWord';
import { usePaths } from '../../routes/useLanguage';

/**
 * Right under the hero: the camp in one band (its dates, ages, price and a link to its page), so a
 * phone visitor hears of it within two screens, not eight; once its season has ended, it says so.
 * The price, period and button's words are the camp offer's, as its card below shows them.
 */
export function CampTeaser({ offer }: { offer: Offer }) {
  const { campTeaser } = useWords('home');
  const { campSeason } = useWords('site');
  const paths = usePaths();
  const titleId = useId();
  // The Camp Details card's icons for the same facts.
  const facts = [
    { icon: 'calendar', text: campTeaser.dates },
    { icon: 'user', text: campTeaser.ages },
    { icon: 'tag', text: `${offer.price} ${offer.period}` },
  ] as const;
  return (
    <Box
      component="aside"
      aria-labelledby={titleId}
      sx={{ bgcolor: 'primary.pale', borderBottom: '1px solid', borderColor: 'divider', py: 3 }}
    >
      <Container
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'flex-start', md: 'center' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <div>
          <Typography variant="overline" component="h2" id={titleId} sx={{ color: 'primary.dark' }}>
            {campTeaser.eyebrow}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 2.5,
              rowGap: 0.5,
              fontWeight: 700,
              fontSize: '1.0625rem',
            }}
          >
            {facts.map((fact) => (
              <Box component="li" key={fact.icon} sx={{ display: 'flex', gap: 1 }}>
                <Icon name={fact.icon} size={20} sx={{ mt: '3px', color: 'primary.main' }} />
                {fact.text}
              </Box>
            ))}
          </Box>
          <ForSeason season="ended" block>
            <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
              {campSeason.ended} {campSeason.next}
            </Typography>
          </ForSeason>
        </div>
        <Button
          component={RouteLink}
          to={paths.proDevCamp}
          variant="contained"
          sx={{ flexShrink: 0 }}
        >
          <span>
            <KeptWithLastWord text={offer.buttonText}>
              <Icon name="arrowRight" size={20} sx={{ ml: 1, verticalAlign: '-0.25em' }} />
            </KeptWithLastWord>
          </span>
        </Button>
      </Container>
    </Box>
  );
}
