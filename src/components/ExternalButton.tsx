import Button, { type ButtonProps } from '@mui/material/Button';
import type { Language } from '../routes/routeTable';
import { Icon } from './Icon';
import { NewTabNote } from './ExternalLink';
import { KeptWithLastWord } from './KeptWithLastWord';
import { LanguageNote } from './LanguageNote';
import { useLanguageNote } from './useLanguageNote';
import { newTabProps } from './newTab';

/**
 * A button-styled link to another site (booking pages, the camp form, maps), with the ↗ icon
 * after its last word: in the text, not beside it (MUI's `endIcon`), so a label that wraps on a
 * phone keeps the icon on its last line, with its last word.
 */
export function ExternalButton({
  href,
  hrefLang,
  children,
  ...props
}: Omit<ButtonProps<'a'>, 'href' | 'hrefLang' | 'target' | 'rel' | 'children' | 'component'> & {
  href: string;
  /** The language the page it opens is in, when the site knows it. */
  hrefLang?: Language;
  children: string;
}) {
  const icon = <Icon name="external" size={18} sx={{ ml: 1, verticalAlign: '-0.2em' }} />;
  const withNote = Boolean(useLanguageNote(hrefLang));
  return (
    <Button component="a" href={href} hrefLang={hrefLang} {...newTabProps} {...props}>
      {/* One flex item, so the note's leading space is kept and the two wrap as one text. */}
      <span>
        {withNote ? children : <KeptWithLastWord text={children}>{icon}</KeptWithLastWord>}
        <LanguageNote hrefLang={hrefLang} after={icon} />
      </span>
      <NewTabNote />
    </Button>
  );
}
