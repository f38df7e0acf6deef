import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { business } from '../content/business';
import { useWords } from '../content/useWords';
import { textLinkSx } from '../theme/theme';
import { ExternalLink } from './ExternalLink';
import { ForSeason } from './ForSeason';
import { Icon } from './Icon';

/**
 * Once the camp's last day has passed: says the season has ended, that next season's dates are
 * coming, and the ways to ask (the free consultation, e-mail, phone). A light box of its own, so
 * it reads the same on the navy hero, a white card and the registration page. Shown only for an
 * ended season (ForSeason); `sx` places it (margins), and goes with it when it hides.
 */
export function SeasonEndedNote({ sx }: { sx?: SxProps<Theme> }) {
  const { campSeason } = useWords('site');
  const ways = [
    {
      icon: 'calendar',
      link: (
        <ExternalLink href={business.consultationUrl} hrefLang={business.servicesLanguage}>
          {campSeason.consultation}
        </ExternalLink>
      ),
    },
    {
      icon: 'mail',
      lead: campSeason.email,
      link: (
        <Box
          component="a"
          href={`mailto:${business.email}`}
          sx={{ ...textLinkSx, overflowWrap: 'anywhere' }}
        >
          {business.email}
        </Box>
      ),
    },
    {
      icon: 'phone',
      lead: campSeason.phone,
      link: (
        <Box component="a" href={business.phoneHref} sx={{ ...textLinkSx, whiteSpace: 'nowrap' }}>
          {business.phone}
        </Box>
      ),
    },
  ] as const;
  return (
    <ForSeason season="ended" block>
      <Box
        sx={[
          {
            p: 2,
            borderRadius: 2,
            borderLeft: '4px solid',
            borderColor: 'primary.main',
            bgcolor: 'primary.pale',
            color: 'text.primary',
            '--focus-ring': ({ palette }) => palette.primary.main,
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <Typography sx={{ fontWeight: 700 }}>{campSeason.ended}</Typography>
        <Typography>
          {campSeason.next} {campSeason.ask}
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 0.5 }}
        >
          {ways.map((way) => (
            <Box component="li" key={way.icon} sx={{ display: 'flex', gap: 1 }}>
              <Icon name={way.icon} size={20} sx={{ mt: '3px', color: 'primary.main' }} />
              <span>
                {'lead' in way && `${way.lead} `}
                {way.link}
              </span>
            </Box>
          ))}
        </Box>
      </Box>
    </ForSeason>
  );
}
