import { answerPersistence, type SavedAnswers } from '../index.ts';

/**
 * A persistence that keeps its answers in memory, as a store of your own is made
 * (`answerPersistence`): what "this tab's storage" holds is `stored`, for the test to read.
 */
export function memoryPersistence(initial?: SavedAnswers) {
  let stored: SavedAnswers | undefined = initial && structuredClone(initial);
  return {
    ...answerPersistence({
      load: () => stored,
      save: (saved) => {
        stored = structuredClone(saved);
        return true;
      },
      clear: () => {
        stored = undefined;
      },
    }),
    get stored() {
      return stored;
    },
  };
}
