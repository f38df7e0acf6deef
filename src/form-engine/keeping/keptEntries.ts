/*
 * What each of `sessionStoragePersistence`'s entries may hold. Storage is read as untrusted
 * input (an older page, another script or a person may have written it): an entry that does
 * not parse is ignored alone, and the others are still read.
 * Plain guards rather than zod schemas: an object schema, ISO times and whole numbers would bring
 * zod's code for them (about 2.5 kB gzip, which no kind needs) into the first download of every
 * form that keeps its answers, for three entries whose shapes never change.
 */

/** Whether `value` is what a guard takes, telling TypeScript so. */
type Guard<T> = (value: unknown) => value is T;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNames = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((name) => typeof name === 'string');
/** A whole number from 0: a step's index. */
const isIndex = (value: unknown): value is number => Number.isInteger(value) && Number(value) >= 0;
/** The times the wizard writes (`Date.prototype.toISOString`): UTC, with a `Z`. */
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z$/;
const isIsoTime = (value: unknown): value is string =>
  typeof value === 'string' && isoTime.test(value) && !Number.isNaN(Date.parse(value));

/**
 * An object with `required`'s keys and perhaps `optional`'s, each held by its guard, and no other
 * key (as zod's `strictObject`).
 */
function objectOf<T>(
  required: Record<string, Guard<unknown>>,
  optional: Record<string, Guard<unknown>> = {},
): Guard<T> {
  return (value): value is T =>
    isRecord(value) &&
    Object.keys(required).every((key) => Object.hasOwn(value, key)) &&
    Object.entries(value).every(([key, held]) => {
      const guard = Object.hasOwn(required, key)
        ? required[key]
        : Object.hasOwn(optional, key)
          ? optional[key]
          : undefined;
      return guard !== undefined && guard(held);
    });
}

/** The main entry: the answers (but the very long ones), and what the wizard knows of them. */
export const mainEntry = objectOf<{
  values: Record<string, unknown>;
  /** The answers kept in entries of their own (`key:answer:<field>`). */
  apart?: string[];
  /** The answers that could not be kept (storage full): a reload names them. */
  left?: string[];
  startedAt?: string;
  submittedAt?: string;
}>(
  { values: isRecord },
  { apart: isNames, left: isNames, startedAt: isIsoTime, submittedAt: isIsoTime },
);

/** `key:position`: the step shown and the steps visited. */
export const positionEntry = objectOf<{ step: number; visited: number[] }>({
  step: isIndex,
  visited: (value): value is number[] => Array.isArray(value) && value.every(isIndex),
});

/** `key:answer:<field>`: one very long answer. */
export const longAnswerEntry = (value: unknown): value is string => typeof value === 'string';

/** The entry's JSON text held by `guard`, or `undefined` when it is missing or does not fit. */
export function parseEntry<T>(guard: Guard<T>, text: string | null | undefined): T | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return guard(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
