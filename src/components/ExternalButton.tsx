import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { Icon } from './Icon';
import { NewTabNote } from './ExternalLink';
import { newTabProps } from './newTab';

/** A button-styled link to another site (booking pages, the camp form, maps). */
export function ExternalButton({
  href,
  children,
  ...props
}: Omit<ButtonProps<'a'>, 'href' | 'target' | 'rel' | 'children' | 'component'> & {
  href: string;
  children: ReactNode;
}) {
  return (
    <Button
      component="a"
      href={href}
      {...newTabProps}
      endIcon={<Icon name="external" size={18} />}
      {...props}
    >
      {children}
      <NewTabNote />
    </Button>
  );
}
