import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link, { type LinkProps } from '@mui/material/Link';
import { visuallyHidden } from './theme';
import { newTabProps } from './newTab';

/** Read by screen readers after the link's text; sighted visitors see the ↗ icon. */
export function NewTabNote() {
  return (
    <Box component="span" sx={visuallyHidden}>
      {' '}
      (opens in a new tab)
    </Box>
  );
}

/** A text link to another site: opens in a new tab and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  ...props
}: Omit<LinkProps, 'href' | 'target' | 'rel' | 'children'> & {
  href: string;
  children: ReactNode;
}) {
  return (
    <Link href={href} {...newTabProps} {...props}>
      {children}
      <NewTabNote />
    </Link>
  );
}
