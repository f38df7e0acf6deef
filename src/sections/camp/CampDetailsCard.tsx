import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { business } from '../../content/business';
import { useWords } from '../../content/useWords';
import type { WordsByName } from '../../content/words';
import { ExternalButton } from '../../components/ExternalButton';
import { Icon, type IconName } from '../../components/Icon';

type DetailId = WordsByName['camp']['details']['items'][number]['id'];

/** Each detail's icon, by its id: the same in every language (its label is not). */
const icons: Record<DetailId, IconName> = {
  dates: 'calendar',
  length: 'clock',
  ages: 'user',
  location: 'pin',
  price: 'tag',
};

/** Camp Details: when, how long, who, where, how much, and Get Directions. */
export function CampDetailsCard() {
  const { details: campDetails } = useWords('camp');
  const titleId = useId();
  const scheduleId = useId();
  return (
    <Paper
      component="aside"
      aria-labelledby={titleId}
      sx={{
        p: { xs: 3, md: 4 },
        color: 'text.primary',
        boxShadow: '0 24px 48px rgba(0,0,0,0.3)',
        '--focus-ring': '#c2410c',
      }}
    >
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.5rem', mb: 2.5 }}>
        {campDetails.title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
        {campDetails.items.map((item) => (
          // Each term/definition pair is one <div>, the only wrapper a <dl> allows; the icon
          // sits in the term, out of the flow, so label and value line up beside it.
          <Box key={item.id} sx={{ position: 'relative', pl: 4.5 }}>
            <Box
              component="dt"
              sx={{ fontSize: '0.875rem', color: 'text.secondary', fontWeight: 600 }}
            >
              <Icon
                name={icons[item.id]}
                size={22}
                sx={{ position: 'absolute', left: 0, top: 2, color: 'primary.main' }}
              />
              {item.label}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {item.value}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography
        variant="h3"
        id={scheduleId}
        sx={{ fontSize: '1rem', fontWeight: 700, mt: 3, mb: 1 }}
      >
        {campDetails.scheduleTitle}
      </Typography>
      <Box
        component="ol"
        aria-labelledby={scheduleId}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          // One label column as wide as the widest label ("Semana 5" is wider than "Week 5").
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 1.5,
          rowGap: 0.5,
          fontSize: '0.9375rem',
        }}
      >
        {campDetails.schedule.map((week) => (
          <Box
            component="li"
            key={week.label}
            sx={{ display: 'grid', gridColumn: '1 / -1', gridTemplateColumns: 'subgrid' }}
          >
            <Box
              component="span"
              sx={{ color: 'text.secondary', fontWeight: 600, whiteSpace: 'nowrap' }}
            >
              {week.label}
            </Box>
            <span>{week.value}</span>
          </Box>
        ))}
      </Box>
      <ExternalButton href={business.directionsUrl} variant="outlined" fullWidth sx={{ mt: 3 }}>
        {campDetails.directionsAction}
      </ExternalButton>
    </Paper>
  );
}
