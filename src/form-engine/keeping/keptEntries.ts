import * as z from 'zod/mini';

/*
 * What each of `sessionStoragePersistence`'s entries may hold. Storage is read as untrusted
 * input (an older page, another script or a person may have written it): an entry that does
 * not parse is ignored alone, and the others are still read.
 */

const isoTime = z.iso.datetime();
const fieldNames = z.array(z.string());

/** The main entry: the answers (but the very long ones), and what the wizard knows of them. */
export const mainEntry = z.strictObject({
  values: z.record(z.string(), z.unknown()),
  /** The answers kept in entries of their own (`key:answer:<field>`). */
  apart: z.optional(fieldNames),
  /** The answers that could not be kept (storage full): a reload names them. */
  left: z.optional(fieldNames),
  startedAt: z.optional(isoTime),
  submittedAt: z.optional(isoTime),
});

/** `key:position`: the step shown and the steps visited. */
export const positionEntry = z.strictObject({
  step: z.int().check(z.nonnegative()),
  visited: z.array(z.int().check(z.nonnegative())),
});

/** `key:answer:<field>`: one very long answer. */
export const longAnswerEntry = z.string();

/** The entry's JSON text parsed by `schema`, or `undefined` when it is missing or does not fit. */
export function parseEntry<Schema extends z.ZodMiniType>(
  schema: Schema,
  text: string | null | undefined,
): z.output<Schema> | undefined {
  if (!text) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
