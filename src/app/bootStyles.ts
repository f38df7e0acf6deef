import { bootMarks } from './bootMarks';

/**
 * The rules that show the loading view in place of HTML that is not the address's page, in the
 * address's language (the guard sets `<html lang>` to it), from the first paint: plain CSS in
 * every page's head, since they must hold before any script but the guard has run. Without
 * JavaScript the shell's loading words hide (nothing would ever load); its note shows instead.
 */
export function bootStyles(languages: readonly string[]): string {
  const { view, state, language } = bootMarks;
  return [
    `#${view}{display:none}`,
    `html[${state}] #${view}{display:block}`,
    `html[${state}] #root{display:none}`,
    ...languages.map((each) => `html:not([lang="${each}"]) [${language}="${each}"]{display:none}`),
    `@media (scripting:none){[${language}]{display:none}}`,
  ].join('');
}
