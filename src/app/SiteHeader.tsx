import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { business } from '../content/business';
import { useWords } from '../content/useWords';
import { Icon } from '../components/Icon';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { usePaths } from '../routes/useLanguage';
import { onDark, visuallyHidden } from '../theme/theme';
import { useSectionLink } from '../hooks/useSectionLink';

function LogoMark() {
  return (
    <Box component="svg" viewBox="0 0 64 64" aria-hidden="true" sx={{ width: 34, height: 34 }}>
      <rect width="64" height="64" rx="14" fill="#1e4976" />
      <path d="M18 46 32 14l14 32h-9l-5-12-5 12z" fill="#fb923c" />
    </Box>
  );
}

/**
 * From this width the header's items are inline: the Spanish ones need about 1,120 px on one
 * line (the English about 1,000), so below it the menu toggle holds them, rather than items that
 * wrap onto two or three lines.
 */
const inlineFrom = 'lg';

/**
 * The fixed header of every page. Wide screens show the items inline; below `lg` a toggle opens
 * them as a dropdown (the disclosure navigation pattern), which closes after a choice, on Escape
 * (focus back on the toggle) or when focus leaves the header.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sectionLink = useSectionLink();
  const { header: headerNav } = useWords('site');
  const paths = usePaths();
  const close = () => setMenuOpen(false);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      close();
      toggleRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (menuOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  const skipToMain = () => document.getElementById('main')?.focus();

  return (
    <AppBar
      position="fixed"
      color="secondary"
      elevation={0}
      component="header"
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      sx={[
        onDark,
        { borderBottom: '1px solid', borderColor: 'onDark.divider', displayPrint: 'none' },
      ]}
    >
      <Box
        component="a"
        href="#main"
        onClick={(event) => {
          // Not a hash navigation: that would be a router "navigation" (and trip a leave guard).
          event.preventDefault();
          skipToMain();
        }}
        sx={{
          position: 'absolute',
          left: 8,
          top: -100,
          zIndex: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          px: 2,
          py: 1.25,
          borderRadius: 1,
          fontWeight: 700,
          '&:focus': { top: 8 },
        }}
      >
        {headerNav.skipLink}
      </Box>
      <Container>
        <Toolbar
          disableGutters
          sx={{ height: 'var(--header-height)', minHeight: 'var(--header-height)', gap: 1 }}
        >
          <Box
            component={RouterLink}
            to={paths.home}
            onClick={close}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1.25,
              minHeight: 44,
              color: 'inherit',
              textDecoration: 'none',
              fontWeight: 800,
              fontSize: '1.125rem',
              letterSpacing: '-0.01em',
              borderRadius: 1,
              mr: 'auto',
            }}
          >
            <LogoMark />
            {business.name}
            <Box component="span" sx={visuallyHidden}>
              , {headerNav.homeLabel}
            </Box>
          </Box>

          <Box
            component="nav"
            aria-label={headerNav.navLabel}
            sx={{ display: { xs: 'none', [inlineFrom]: 'block' } }}
          >
            <Box
              component="ul"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                m: 0,
                p: 0,
                listStyle: 'none',
                whiteSpace: 'nowrap',
              }}
            >
              {headerNav.sections.map(({ label, section }) => (
                <li key={section}>
                  <Button component={RouterLink} color="inherit" {...sectionLink(section)}>
                    {label}
                  </Button>
                </li>
              ))}
              <li>
                <Button component={RouterLink} to={paths.proDevCamp} color="inherit">
                  {headerNav.camp}
                </Button>
              </li>
              <li>
                <LanguageSwitch />
              </li>
              <Box component="li" sx={{ ml: 1 }}>
                <Button
                  component={RouterLink}
                  variant="contained"
                  color="primary"
                  {...sectionLink(headerNav.cta.section)}
                >
                  {headerNav.cta.label}
                </Button>
              </Box>
            </Box>
          </Box>

          <Button
            ref={toggleRef}
            color="inherit"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            startIcon={<Icon name={menuOpen ? 'close' : 'menu'} />}
            sx={{ display: { [inlineFrom]: 'none' }, minWidth: 44, px: 1.5 }}
          >
            {headerNav.menuLabel}
          </Button>
        </Toolbar>
      </Container>

      <Box
        component="nav"
        id={menuId}
        aria-label={headerNav.navLabel}
        hidden={!menuOpen}
        sx={{
          display: { [inlineFrom]: 'none' },
          borderTop: '1px solid',
          borderColor: 'onDark.divider',
          bgcolor: 'secondary.main',
          boxShadow: '0 12px 24px rgba(10,29,51,0.35)',
          '&[hidden]': { display: 'none' },
        }}
      >
        <Container
          component="ul"
          sx={{ m: 0, py: 1.5, listStyle: 'none', display: 'grid', gap: 0.5 }}
        >
          {headerNav.sections.map(({ label, section }) => (
            <li key={section}>
              <Button
                component={RouterLink}
                color="inherit"
                fullWidth
                sx={{ justifyContent: 'flex-start', minHeight: 48, borderRadius: 1 }}
                {...sectionLink(section, close)}
              >
                {label}
              </Button>
            </li>
          ))}
          <li>
            <Button
              component={RouterLink}
              to={paths.proDevCamp}
              color="inherit"
              fullWidth
              onClick={close}
              sx={{ justifyContent: 'flex-start', minHeight: 48, borderRadius: 1 }}
            >
              {headerNav.camp}
            </Button>
          </li>
          <li>
            <LanguageSwitch
              onClick={close}
              fullWidth
              sx={{ justifyContent: 'flex-start', minHeight: 48, borderRadius: 1 }}
            />
          </li>
          <Box component="li" sx={{ pt: 1 }}>
            <Button
              component={RouterLink}
              variant="contained"
              color="primary"
              fullWidth
              sx={{ minHeight: 48 }}
              {...sectionLink(headerNav.cta.section, close)}
            >
              {headerNav.cta.label}
            </Button>
          </Box>
        </Container>
      </Box>
    </AppBar>
  );
}
