import { number } from './number.ts';

/**
 * `number`: an outlined `<input type="number">`, whose answer is submitted as a number (or `null`
 * when an optional one is left empty). A group of its own, so a form without numbers does not
 * carry their parsing. Spread into `createFormKit({ kinds })`.
 */
export const numberKinds = { number };
