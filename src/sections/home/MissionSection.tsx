import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useWords } from '../../content/useWords';
import { homeSections } from '../../routes/paths';
import { CheckList } from '../../components/CheckList';
import { PageSection } from '../../components/PageSection';
import { darkPanel } from '../../theme/theme';

/** #mission: the three pillars and the Functional Form block. */
export function MissionSection() {
  const { mission } = useWords('home');
  return (
    <PageSection
      id={homeSections.mission}
      eyebrow={mission.eyebrow}
      title={mission.title}
      intro={mission.intro}
    >
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {mission.pillars.map((pillar, i) => (
          <Paper key={pillar.title} variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
            <Typography
              aria-hidden="true"
              sx={{ fontWeight: 800, fontSize: '0.875rem', color: 'primary.main', mb: 1 }}
            >
              0{i + 1}
            </Typography>
            <Typography variant="h3" sx={{ fontSize: '1.75rem', fontWeight: 800, mb: 1.5 }}>
              {pillar.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{pillar.body}</Typography>
          </Paper>
        ))}
      </Box>

      <Box
        sx={{
          ...darkPanel,
          mt: { xs: 4, md: 6 },
          p: { xs: 3, md: 5 },
          display: 'grid',
          gap: { xs: 3, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr' },
          alignItems: 'center',
        }}
      >
        <div>
          <Typography variant="h3" sx={{ fontSize: '1.75rem', fontWeight: 800, mb: 1.5 }}>
            {mission.functionalForm.title}
          </Typography>
          <Typography sx={{ color: 'onDark.text' }}>{mission.functionalForm.body}</Typography>
        </div>
        <Box sx={{ '& li span:last-of-type': { fontWeight: 600 } }}>
          <CheckList items={mission.functionalForm.points} dense />
        </Box>
      </Box>
    </PageSection>
  );
}
