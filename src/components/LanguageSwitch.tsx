import { useLocation } from 'react-router-dom';
import { RouteLink } from './RouteLink';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useWords } from '../content/useWords';
import { languages, pathInLanguage } from '../routes/routeTable';
import { useLanguage } from '../routes/useLanguage';

/**
 * The link to the page shown, in the other language: same path, query and hash (the wizard's
 * `?step=` included; its answers are kept in the tab, so they come along). Its words are in the
 * language it leads to, marked with `lang` and `hreflang`, so a screen reader says them right.
 */
export function LanguageSwitch(props: {
  onClick?: () => void;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  const { pathname, search, hash } = useLocation();
  const language = useLanguage();
  const { languageSwitch } = useWords('site');
  const other = languages.find((candidate) => candidate !== language)!;
  return (
    <Button
      component={RouteLink}
      to={`${pathInLanguage(pathname, other)}${search}${hash}`}
      color="inherit"
      lang={languageSwitch.lang}
      hrefLang={languageSwitch.lang}
      aria-label={languageSwitch.description}
      {...props}
    >
      {languageSwitch.label}
    </Button>
  );
}
