import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { business } from '../content/business';

export function SiteFooter() {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', py: 4 }}
    >
      <Container>
        <Typography variant="body2">
          © {new Date().getFullYear()} {business.name}. Privacy Policy · Terms of Service
        </Typography>
      </Container>
    </Box>
  );
}
