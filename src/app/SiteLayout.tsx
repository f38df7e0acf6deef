import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useLanguage } from '../routes/useLanguage';
import Box from '@mui/material/Box';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { BootStatus } from '../components/BootStatus';

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

/**
 * A link to another page starts at its top, as a full page load would; Back and Forward are left
 * to the browser, which restores where the visitor was, and hash targets to the page
 * (useHashLanding). A change of the query alone (the wizard's `?step=`) scrolls nothing.
 */
function useScrollToTopOnPageChange() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}

/**
 * `<html lang>` follows the page's language after a switch (the prerender writes it into each
 * page's HTML; a host that answers every path with one file needs it set here too).
 */
function useDocumentLanguage() {
  const language = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}

export function SiteLayout() {
  useDocumentLanguage();
  useFocusMainOnPageChange();
  useScrollToTopOnPageChange();
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
      <BootStatus />
    </Box>
  );
}
