import { checkboxes } from './checkboxes.ts';

/** `checkboxes`: any number of options out of a list. Spread into `createFormKit({ kinds })`. */
export const checkboxesKinds = { checkboxes };
