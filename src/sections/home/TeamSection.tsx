import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CoachId } from '../../content/coaches';
import type { Coach, Stat } from '../../content/types';
import { useWords } from '../../content/useWords';
import { homeSections } from '../../routes/paths';
import { PageSection } from '../../components/PageSection';
import { darkPanel } from '../../theme/theme';
import { CoachPortrait } from './CoachPortrait';

/** #team: the coaches (photo, name, role, bio) and the staff's record in three numbers. */
export function TeamSection({
  coaches,
  stats,
}: {
  coaches: readonly Coach[];
  /** The staff's record; the page's words when not given. */
  stats?: readonly Stat[];
}) {
  const { team, coaches: coachWords } = useWords('home');
  return (
    <PageSection
      id={homeSections.team}
      eyebrow={team.eyebrow}
      title={team.title}
      intro={team.intro}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 4, md: 3 },
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            md: 'repeat(3, 1fr)',
            lg: 'repeat(5, 1fr)',
          },
        }}
      >
        {coaches.map((coach) => (
          <Box
            component="li"
            key={coach.name}
            sx={{
              // Phones: photo beside the text; wider screens: photo above, centred.
              display: { xs: 'grid', sm: 'block' },
              gridTemplateColumns: '112px 1fr',
              columnGap: 2,
              alignItems: 'start',
              textAlign: { xs: 'left', sm: 'center' },
            }}
          >
            <CoachPortrait coach={coach} />
            <Typography variant="h3" sx={{ fontSize: '1.25rem' }}>
              {coach.name}
            </Typography>
            <Typography
              sx={{ color: 'primary.main', fontWeight: 700, fontSize: '0.9375rem', mb: 1 }}
            >
              {coachWords[coach.id as CoachId]?.role}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.65 }}>
              {coachWords[coach.id as CoachId]?.bio}
            </Typography>
          </Box>
        ))}
      </Box>

      <Box
        component="dl"
        sx={{
          ...darkPanel,
          m: 0,
          mt: { xs: 6, md: 8 },
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          textAlign: 'center',
        }}
      >
        {(stats ?? team.stats).map((stat) => (
          <Box key={stat.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
            <Box component="dt" sx={{ color: 'onDark.text', fontWeight: 600 }}>
              {stat.label}
            </Box>
            <Box
              component="dd"
              sx={{
                m: 0,
                fontSize: { xs: '2.5rem', md: '3rem' },
                fontWeight: 800,
                color: 'primary.light',
              }}
            >
              {stat.value}
            </Box>
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}
