import { createFormKit } from '../index.ts';
import { allKinds } from '../kinds.ts';

/** Every one of the engine's kinds, and nothing else: the kit of the plain test forms. */
export const testKit = createFormKit({ kinds: allKinds });
