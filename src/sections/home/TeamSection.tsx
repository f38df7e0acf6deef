import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Coach, Stat } from '../../content/types';
import { team } from '../../content/home';
import { homeSections } from '../../routes/paths';
import { PageSection } from '../../components/PageSection';

/** #team: the coaches (photo, name, role, bio) and the staff's record in three numbers. */
export function TeamSection({
  coaches,
  stats = team.stats,
}: {
  coaches: readonly Coach[];
  stats?: readonly Stat[];
}) {
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
              gridTemplateColumns: '96px 1fr',
              columnGap: 2,
              alignItems: 'start',
              textAlign: { xs: 'left', sm: 'center' },
            }}
          >
            <Box
              component="img"
              src={coach.image}
              alt={coach.imageAlt}
              width={320}
              height={320}
              loading="lazy"
              decoding="async"
              sx={{
                display: 'block',
                width: { xs: 96, sm: 144 },
                height: { xs: 96, sm: 144 },
                mx: { xs: 0, sm: 'auto' },
                mb: { xs: 0, sm: 2 },
                gridRow: 'span 3',
                borderRadius: '50%',
                border: '4px solid',
                borderColor: 'primary.main',
              }}
            />
            <Typography variant="h3" sx={{ fontSize: '1.25rem' }}>
              {coach.name}
            </Typography>
            <Typography
              sx={{ color: 'primary.main', fontWeight: 700, fontSize: '0.9375rem', mb: 1 }}
            >
              {coach.role}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.65 }}>
              {coach.bio}
            </Typography>
          </Box>
        ))}
      </Box>

      <Box
        component="dl"
        sx={{
          m: 0,
          mt: { xs: 6, md: 8 },
          p: { xs: 3, md: 4 },
          borderRadius: 2,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          textAlign: 'center',
        }}
      >
        {stats.map((stat) => (
          <Box key={stat.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
            <Box component="dt" sx={{ color: 'rgba(255,255,255,0.88)', fontWeight: 600 }}>
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
