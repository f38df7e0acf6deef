import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useWords } from '../../content/useWords';
import { CheckList } from '../../components/CheckList';

/** Mission and who should attend, side by side on wide screens. */
export function CampAboutSection() {
  const { about: campAbout } = useWords('camp');
  const { mission, whoShouldAttend } = campAbout;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1.3fr' },
      }}
    >
      <Paper
        component="section"
        aria-label={mission.title}
        sx={{ p: { xs: 3, md: 5 }, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.75rem', mb: 2 }}>
          {mission.title}
        </Typography>
        <Typography sx={{ fontSize: '1.25rem', lineHeight: 1.5, fontWeight: 600 }}>
          {mission.body}
        </Typography>
      </Paper>
      <Paper
        component="section"
        aria-label={whoShouldAttend.title}
        variant="outlined"
        sx={{ p: { xs: 3, md: 5 } }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.75rem', mb: 2 }}>
          {whoShouldAttend.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>{whoShouldAttend.body}</Typography>
        <CheckList items={whoShouldAttend.points} dense />
      </Paper>
    </Box>
  );
}
