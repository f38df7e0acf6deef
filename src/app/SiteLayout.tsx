import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';

/**
 * After an in-site page change, puts keyboard focus at the start of the new page's content, as a
 * full page load would; hash targets are left to the page (useHashLanding).
 */
function useFocusMainOnPageChange() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!hash) document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

export function SiteLayout() {
  useFocusMainOnPageChange();
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
