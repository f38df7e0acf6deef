/**
 * A text answer at least this long has a storage entry of its own, rewritten only when
 * it changes: a browser takes a good part of a second to write megabytes, so typing in another
 * field or moving between steps rewrites a few kilobytes, not a pasted document again. The wizard
 * also waits for a longer pause before writing a change to such an answer (useAnswerSaving).
 */
export const longAnswerFrom = 10_000;
