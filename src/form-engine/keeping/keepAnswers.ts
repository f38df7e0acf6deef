import type { AnswerStore, SavedAnswers } from './answerStore.ts';

/** Whether the answers are being kept: all of them, all but some too long to keep, or none. */
export type Keeping =
  | { readonly status: 'kept' }
  | { readonly status: 'partly'; readonly left: readonly string[] }
  | { readonly status: 'refused' };

export const allKept: Keeping = { status: 'kept' };

/** At most this many answers are left out, longest first, before keeping is given up. */
const mostLeftOut = 3;

/**
 * Saves the answers, and when storage refuses them, keeps what it can: the older copy is removed
 * first (a reload must never bring back older answers as the current ones), then the answers are
 * saved again without the longest ones, up to {@link mostLeftOut} of them (a pasted document
 * larger than the quota should not cost every other answer), naming them (`left`).
 */
export function keepAnswers(persistence: AnswerStore, saved: SavedAnswers): Keeping {
  if (persistence.save(saved)) return allKept;
  persistence.clear();
  const longest = Object.entries(saved.values)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .sort(([, a], [, b]) => b.length - a.length)
    .slice(0, mostLeftOut)
    .map(([name]) => name);
  const values = { ...saved.values };
  for (const [index, name] of longest.entries()) {
    delete values[name];
    const left = longest.slice(0, index + 1);
    // The names go with the answers, so a reload says which are missing.
    if (persistence.save({ ...saved, values, left })) return { status: 'partly', left };
  }
  persistence.clear();
  return { status: 'refused' };
}
