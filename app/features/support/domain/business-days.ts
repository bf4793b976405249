/** Business days for the support desk's response targets (issue 27 item 4): pure, in UTC (ADR 044). */
const DAY_MS = 86_400_000;
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/**
 * `start` plus `days` business days, counted in UTC: each step moves a whole day and skips Saturday
 * and Sunday. A request made at the weekend counts from the Monday after it, at the same time of day
 * (a Saturday request with a one-day target is due Tuesday, as a Monday request would be). Public
 * holidays differ by province and state and are not skipped (ADR 044).
 */
export function addBusinessDays(start: Date, days: number): Date {
  let at = new Date(start.getTime());
  while (isWeekend(at)) at = new Date(at.getTime() + DAY_MS);
  for (let left = days; left > 0;) {
    at = new Date(at.getTime() + DAY_MS);
    if (!isWeekend(at)) left -= 1;
  }
  return at;
}
