import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWords } from '../../content/useWords';
import { CheckList } from '../../components/CheckList';

/** What athletes achieve, and the coaching philosophy behind it. */
export function CampOutcomesSection() {
  const { outcomes: campOutcomes } = useWords('camp');
  const { achievements, philosophy } = campOutcomes;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 5, md: 8 },
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      <section aria-label={achievements.title}>
        <Typography variant="h2" sx={{ fontSize: '1.75rem', mb: 3 }}>
          {achievements.title}
        </Typography>
        <CheckList items={achievements.points} />
      </section>
      <section aria-label={philosophy.title}>
        <Typography variant="h2" sx={{ fontSize: '1.75rem', mb: 3 }}>
          {philosophy.title}
        </Typography>
        <Typography
          sx={{
            fontSize: '1.125rem',
            color: 'text.secondary',
            borderLeft: '4px solid',
            borderColor: 'primary.main',
            pl: 3,
          }}
        >
          {philosophy.body}
        </Typography>
      </section>
    </Box>
  );
}
