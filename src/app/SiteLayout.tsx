import { Outlet, ScrollRestoration } from 'react-router-dom';
import Box from '@mui/material/Box';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';

export function SiteLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SiteHeader />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, pt: 'var(--header-height)', outline: 'none' }}
      >
        <Outlet />
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </Box>
  );
}
