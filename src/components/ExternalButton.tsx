import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { Language } from '../routes/routeTable';
import { Icon } from './Icon';
import { NewTabNote } from './ExternalLink';
import { LanguageNote } from './LanguageNote';
import { newTabProps } from './newTab';

/** A button-styled link to another site (booking pages, the camp form, maps). */
export function ExternalButton({
  href,
  hrefLang,
  children,
  ...props
}: Omit<ButtonProps<'a'>, 'href' | 'hrefLang' | 'target' | 'rel' | 'children' | 'component'> & {
  href: string;
  /** The language the page it opens is in, when the site knows it. */
  hrefLang?: Language;
  children: ReactNode;
}) {
  return (
    <Button
      component="a"
      href={href}
      hrefLang={hrefLang}
      {...newTabProps}
      endIcon={<Icon name="external" size={18} />}
      {...props}
    >
      {/* One flex item, so the note's leading space is kept and the two wrap as one text. */}
      <span>
        {children}
        <LanguageNote hrefLang={hrefLang} />
      </span>
      <NewTabNote />
    </Button>
  );
}
