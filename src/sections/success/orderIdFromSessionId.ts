/**
 * The Order ID shown on /success: the last 8 characters of the payment session id,
 * upper-cased. Null when the id is absent or blank, so the page shows no Order ID at all.
 * Counts characters, not UTF-16 units, so an emoji or accented letter is never cut in half.
 *
 * @example orderIdFromSessionId('cs_test_a1b2c3d4e5f6') // 'C3D4E5F6'
 */
export function orderIdFromSessionId(sessionId: string | null | undefined): string | null {
  const id = sessionId?.trim();
  if (!id) return null;
  return Array.from(id).slice(-8).join('').toUpperCase();
}
