/** When a failed automatic refund is tried again: the hourly job's backoff. */

const HOUR_MS = 60 * 60 * 1000;
/** The longest wait between tries: a refund owed is tried at least once a day until it goes through. */
export const MAX_REFUND_RETRY_WAIT_MS = 24 * HOUR_MS;

/** After `failedAttempts` failed tries (1 or more): 1 hour, then 2, 4, 8, 16, then every 24 hours. */
export function nextRefundAttemptAt(failedAttempts: number, now: Date): Date {
  const wait = Math.min(HOUR_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_REFUND_RETRY_WAIT_MS);
  return new Date(now.getTime() + wait);
}
