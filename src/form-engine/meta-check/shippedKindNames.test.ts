import { expect, it } from 'vitest';
import { allKinds } from 'stepform/kinds';
import { shippedKindNames } from './shippedKindNames.ts';

// The list exists for one message ("add it to the kit"); the kinds themselves say the rest.
it('names the kinds stepform/kinds ships', () => {
  expect(shippedKindNames).toEqual(Object.keys(allKinds));
});
