import { bootMarks } from './bootMarks';

/**
 * The rules that show the loading view in place of HTML that is not the address's page, in the
 * address's language (the guard sets `<html lang>` to it), from the first paint: plain CSS in
 * every page's head, since they must hold before any script but the guard has run. The shell is
 * written `data-boot="shell"`: its view shows without JavaScript, with its note, but its loading
 * words only once a script has made it `elsewhere` (nothing would ever load).
 */
export function bootStyles(languages: readonly string[]): string {
  const { view, state, language } = bootMarks;
  const words = `#${view} [${language}]`;
  return [
    `#${view}{display:none}`,
    `html[${state}] #${view}{display:block}`,
    `html[${state}] #root{display:none}`,
    `html:not([${state}="elsewhere"]) ${words}{display:none}`,
    ...languages.map(
      (each) => `html:not([lang="${each}"]) ${words}[${language}="${each}"]{display:none}`,
    ),
  ].join('');
}
