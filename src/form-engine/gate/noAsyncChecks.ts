import type { AsyncChecks } from './createAsyncChecks.ts';

const none: readonly string[] = [];

/** The checks that wait of a form that has none: nothing waits, nothing is asked. */
export const noAsyncChecks: AsyncChecks = {
  waits: () => false,
  waitingOn: () => none,
  state: () => undefined,
  check: () => Promise.resolve(),
  checkAll: () => Promise.resolve(),
  changed: () => {},
  pending: () => none,
  unchecked: () => none,
  subscribe: () => () => {},
};
