import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useWords } from '../../content/useWords';
import { homeSections } from '../../routes/paths';
import { CheckList } from '../../components/CheckList';
import { PageSection } from '../../components/PageSection';

/** #program: the four training areas and the eight-item list. */
export function ProgramSection() {
  const { program } = useWords('home');
  return (
    <PageSection
      id={homeSections.program}
      eyebrow={program.eyebrow}
      title={program.title}
      intro={program.intro}
      tone="muted"
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {program.areas.map((area) => (
          <Paper
            key={area.title}
            variant="outlined"
            sx={{ p: 3, borderTop: '4px solid', borderTopColor: 'primary.main' }}
          >
            <Typography variant="h3" sx={{ mb: 1 }}>
              {area.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{area.body}</Typography>
          </Paper>
        ))}
      </Box>
      <Paper variant="outlined" sx={{ mt: { xs: 4, md: 6 }, p: { xs: 3, md: 5 } }}>
        <Typography variant="h3" sx={{ mb: 3 }}>
          {program.listTitle}
        </Typography>
        <CheckList items={program.list} columns={2} />
      </Paper>
    </PageSection>
  );
}
