import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useWords } from '../../content/useWords';
import { Icon } from '../../components/Icon';
import { CheckList } from '../../components/CheckList';
import { PageSection } from '../../components/PageSection';

/** Where the camp trains and what to bring. */
export function CampLocationSection() {
  const { location: campLocation } = useWords('camp');
  return (
    <PageSection title={campLocation.title} align="left" tone="muted">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <div>
          <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary' }}>
            {campLocation.body}
          </Typography>
          <Box
            component="address"
            sx={{ mt: 3, display: 'flex', gap: 1.5, fontStyle: 'normal', fontWeight: 700 }}
          >
            <Icon name="pin" sx={{ color: 'primary.main' }} />
            {campLocation.address}
          </Box>
        </div>
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h3" sx={{ mb: 2 }}>
            {campLocation.bringTitle}
          </Typography>
          <CheckList items={campLocation.bring} dense />
        </Paper>
      </Box>
    </PageSection>
  );
}
