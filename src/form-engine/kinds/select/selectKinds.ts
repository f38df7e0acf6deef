import { select } from './select.ts';

/** `select`: one option out of a list, in a native select. Spread into `createFormKit({ kinds })`. */
export const selectKinds = { select };
