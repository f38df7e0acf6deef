import { group } from './group.ts';

/**
 * The repeatable group: `group`, a list of rows whose inputs are fields of the kit's other kinds.
 * Spread into `createFormKit({ kinds })`.
 */
export const groupKinds = { group };
