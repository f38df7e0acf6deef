import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { RouteLink } from '../components/RouteLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useWords } from '../content/useWords';
import { Icon } from '../components/Icon';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { SiteBrand } from '../components/SiteBrand';
import { usePaths } from '../routes/useLanguage';
import { visuallyHidden } from '../theme/theme';
import { useSectionLink } from '../hooks/useSectionLink';
import { HeaderBar } from './HeaderBar';

/**
 * From this width the header's items are inline: the Spanish ones need about 1,120 px on one
 * line (the English about 1,000), so below it the menu toggle holds them, rather than items that
 * wrap onto two or three lines.
 */
const inlineFrom = 'lg';

/** How an item looks in the phone menu: a full-width row. */
const menuItemSx = { justifyContent: 'flex-start', minHeight: 48, borderRadius: 1 } as const;

/**
 * The header's items, the same in the inline row and in the phone menu: the home sections, the
 * camp, the language switch and the call to action. `onChoose` runs when one is chosen.
 */
function HeaderItems({ inMenu, onChoose }: { inMenu: boolean; onChoose?: () => void }) {
  const sectionLink = useSectionLink();
  const { header: headerNav } = useWords('site');
  const paths = usePaths();
  const itemProps = inMenu ? { fullWidth: true, sx: menuItemSx } : {};
  return (
    <>
      {headerNav.sections.map(({ label, section }) => (
        <li key={section}>
          <Button
            component={RouteLink}
            color="inherit"
            {...itemProps}
            {...sectionLink(section, onChoose)}
          >
            {label}
          </Button>
        </li>
      ))}
      <li>
        <Button
          component={RouteLink}
          to={paths.proDevCamp}
          color="inherit"
          onClick={onChoose}
          {...itemProps}
        >
          {headerNav.camp}
        </Button>
      </li>
      <li>
        <LanguageSwitch onClick={onChoose} {...itemProps} />
      </li>
      <Box component="li" sx={inMenu ? { pt: 1 } : { ml: 1 }}>
        <Button
          component={RouteLink}
          variant="contained"
          color="primary"
          fullWidth={inMenu}
          sx={inMenu ? { minHeight: 48 } : undefined}
          {...sectionLink(headerNav.cta.section, onChoose)}
        >
          {headerNav.cta.label}
        </Button>
      </Box>
    </>
  );
}

/**
 * The fixed header of every page. Wide screens show the items inline; below `lg` a toggle opens
 * them as a dropdown. The toggle is a native `<details>` disclosure, so it opens from the first
 * paint, before the app has loaded and without JavaScript, and the browser tells screen readers
 * whether it is expanded. With the app, it also closes after a choice, on Escape (focus back on
 * the toggle) and when focus leaves the header.
 */
export function SiteHeader() {
  const menuRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const { header: headerNav } = useWords('site');
  const paths = usePaths();
  const close = () => {
    if (menuRef.current) menuRef.current.open = false;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuRef.current?.open) {
      close();
      toggleRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  const skipToMain = () => document.getElementById('main')?.focus();

  return (
    <HeaderBar
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      beforeRow={
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
      }
    >
      <Box
        component={RouteLink}
        to={paths.home}
        onClick={close}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 44,
          color: 'inherit',
          textDecoration: 'none',
          borderRadius: 1,
          mr: 'auto',
        }}
      >
        <SiteBrand>
          <Box component="span" sx={visuallyHidden}>
            , {headerNav.homeLabel}
          </Box>
        </SiteBrand>
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
          <HeaderItems inMenu={false} />
        </Box>
      </Box>

      <Box
        component="details"
        ref={menuRef}
        sx={{
          display: { [inlineFrom]: 'none' },
          // Its parts inherit from the browser's own slots, not from it: border-box again.
          '& > *': { boxSizing: 'border-box' },
        }}
      >
        <Box
          component="summary"
          ref={toggleRef}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            minHeight: 44,
            minWidth: 44,
            px: 1.5,
            borderRadius: 999,
            fontWeight: 700,
            cursor: 'pointer',
            userSelect: 'none',
            listStyle: 'none',
            '&::-webkit-details-marker': { display: 'none' },
            '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
          }}
        >
          <Icon name="menu" sx={{ '[open] > summary > &': { display: 'none' } }} />
          <Icon name="close" sx={{ 'details:not([open]) > summary > &': { display: 'none' } }} />
          {headerNav.menuLabel}
        </Box>
        <Box
          component="nav"
          aria-label={headerNav.navLabel}
          sx={{
            // Below the whole bar, full width (the bar's row is static; see HeaderBar).
            position: 'absolute',
            top: '100%',
            left: 0,
            right: 0,
            borderBlock: '1px solid',
            borderColor: 'onDark.divider',
            bgcolor: 'secondary.main',
            boxShadow: '0 12px 24px rgba(10,29,51,0.35)',
          }}
        >
          <Container
            component="ul"
            sx={{ m: 0, py: 1.5, listStyle: 'none', display: 'grid', gap: 0.5 }}
          >
            <HeaderItems inMenu onChoose={close} />
          </Container>
        </Box>
      </Box>
    </HeaderBar>
  );
}
