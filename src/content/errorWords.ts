import type { Language } from '../routes/routeTable';
import { words as en } from './en/error';
import { words as es } from './es/error';
import type { WordsByName } from './words';

/**
 * The error words in every language, imported with the app instead of loaded per page and
 * language like the other words: the error page and the notice that a page's scripts did not
 * load must show whatever did not arrive (README "Errors").
 */
export const errorWords: Record<Language, WordsByName['error']> = { en, es };
