/** Business days for the support desk's response targets (issue 27 item 4, issue 39 item 5): pure, in UTC (ADR 044). */
const DAY_MS = 86_400_000;
const NO_HOLIDAYS: ReadonlySet<string> = new Set();

/** The UTC calendar day of `at`, YYYY-MM-DD: the form holiday tables use. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Whether `at` falls on a business day: Monday to Friday in UTC, and not one of `holidays` (UTC days). */
export function isBusinessDay(at: Date, holidays: ReadonlySet<string> = NO_HOLIDAYS): boolean {
  const weekday = at.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(utcDay(at));
}

/**
 * `start` plus `days` business days, counted in UTC: each step moves a whole day and skips Saturday,
 * Sunday and the `holidays` given (the member's province's or state's statutory holidays as UTC days,
 * from holidayDaysOf in ./holidays; none for a visitor). A request made on a day that is not a business
 * day counts from the next business day, at the same time of day (a Saturday request with a one-day
 * target is due Tuesday, as a Monday request would be; one made on Good Friday in Ontario counts from
 * the Monday after). The weekday and the holiday are both decided on the UTC day, never in a local zone.
 */
export function addBusinessDays(start: Date, days: number, holidays: ReadonlySet<string> = NO_HOLIDAYS): Date {
  let at = new Date(start.getTime());
  while (!isBusinessDay(at, holidays)) at = new Date(at.getTime() + DAY_MS);
  for (let left = days; left > 0;) {
    at = new Date(at.getTime() + DAY_MS);
    if (isBusinessDay(at, holidays)) left -= 1;
  }
  return at;
}
