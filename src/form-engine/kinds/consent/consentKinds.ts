import { consent } from './consent.ts';

/** `consent`: one agreement, ticked or not. Spread into `createFormKit({ kinds })`. */
export const consentKinds = { consent };
