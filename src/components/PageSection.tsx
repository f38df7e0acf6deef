import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface PageSectionProps {
  /** The anchor id (the home page's `mission`, `program`, `team`, `signup`). */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: 'light' | 'muted' | 'dark';
  /** Centre the heading block (the default) or align it left. */
  align?: 'center' | 'left';
  children: ReactNode;
}

/**
 * A titled page section: a landmark named by its h2, and a focus target (tabIndex -1) so a
 * scroll-to-section link can move keyboard focus to it.
 */
export function PageSection({
  id,
  eyebrow,
  title,
  intro,
  tone = 'light',
  align = 'center',
  children,
}: PageSectionProps) {
  const headingId = useId();
  const dark = tone === 'dark';
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      tabIndex={id ? -1 : undefined}
      sx={{
        py: { xs: 8, md: 12 },
        outline: 'none',
        bgcolor: dark ? 'secondary.main' : tone === 'muted' ? '#f8fafc' : 'background.default',
        color: dark ? 'secondary.contrastText' : 'text.primary',
        ...(dark && { '--focus-ring': '#fb923c' }),
      }}
    >
      <Container>
        <Box
          sx={{
            maxWidth: 720,
            mx: align === 'center' ? 'auto' : 0,
            textAlign: align,
            mb: { xs: 5, md: 7 },
          }}
        >
          {eyebrow && (
            <Typography
              variant="overline"
              component="p"
              sx={{ color: dark ? 'primary.light' : 'primary.main', mb: 1 }}
            >
              {eyebrow}
            </Typography>
          )}
          <Typography variant="h2" id={headingId}>
            {title}
          </Typography>
          {intro && (
            <Typography
              sx={{
                mt: 2,
                fontSize: '1.125rem',
                color: dark ? 'rgba(255,255,255,0.85)' : 'text.secondary',
              }}
            >
              {intro}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
