/** The rules of a booked session that are not about open slots: the 24-hour cutoff and the console's time fields. */
import { NOTICE_HOURS } from "./slots";

/** Whether the billing period a session counts against still runs: only then is a cancelled session's credit of use. */
export const periodStillOpen = (periodEnd: Date, now: Date) => periodEnd.getTime() > now.getTime();

/** A member changes or cancels a session until 24 hours before it starts (the same notice a booking needs). */
export function memberMayChange(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= NOTICE_HOURS * 3_600_000;
}

/** "09:30" (an `<input type="time">`'s value) as minutes after midnight; "24:00" is the day's end. */
export function minuteOfTime(value: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 1440 ? minutes : null;
}

/** Minutes after midnight as "09:30" (what a time input shows). */
export function timeOfMinute(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "9:30 AM" for the console's lists (wall-clock hours, named with the coach's zone beside them). */
export function wallClockLabel(minutes: number): string {
  if (minutes === 1440) return "midnight";
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
