import type { ReactNode } from 'react';
import AppBar, { type AppBarProps } from '@mui/material/AppBar';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { onDark } from '../theme/theme';

/**
 * The navy bar fixed at the top of every page (SiteHeader) and of the neutral shell
 * (LoadingShell), so the one turns into the other without a change of look. `children` fill its
 * row; `beforeRow` comes first (the skip link).
 */
export function HeaderBar({
  children,
  beforeRow,
  ...handlers
}: { children: ReactNode; beforeRow?: ReactNode } & Pick<AppBarProps, 'onKeyDown' | 'onBlur'>) {
  return (
    <AppBar
      position="fixed"
      color="secondary"
      elevation={0}
      component="header"
      {...handlers}
      sx={[
        onDark,
        { borderBottom: '1px solid', borderColor: 'onDark.divider', displayPrint: 'none' },
      ]}
    >
      {beforeRow}
      <Container>
        <Toolbar
          disableGutters
          // Static, so a dropdown below the row (the phone menu) spans the whole bar.
          sx={{
            position: 'static',
            height: 'var(--header-height)',
            minHeight: 'var(--header-height)',
            gap: 1,
          }}
        >
          {children}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
