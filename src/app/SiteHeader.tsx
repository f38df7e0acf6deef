import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Button from '@mui/material/Button';
import { business } from '../content/business';
import { paths } from './paths';

export function SiteHeader() {
  return (
    <AppBar position="fixed" color="secondary" elevation={0}>
      <Toolbar sx={{ minHeight: 'var(--header-height)', gap: 2 }}>
        <Button component={RouterLink} to={paths.home} color="inherit" sx={{ fontWeight: 800 }}>
          {business.name}
        </Button>
        <Button component={RouterLink} to={paths.proDevCamp} color="inherit">
          Pro Dev Camp
        </Button>
      </Toolbar>
    </AppBar>
  );
}
