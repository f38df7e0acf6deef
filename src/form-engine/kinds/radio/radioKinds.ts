import { radio } from './radio.ts';

/** `radio`: one option out of a short list, as radio buttons. Spread into `createFormKit({ kinds })`. */
export const radioKinds = { radio };
