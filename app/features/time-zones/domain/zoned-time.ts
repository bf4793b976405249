/**
 * Wall-clock time in a named zone, on `Intl` alone (ADR 038): every runtime we serve from (Node and
 * workerd) ships the IANA database with ICU, so converting needs no library. Instants are `Date`s
 * (UTC); a local date is `YYYY-MM-DD`; a local time is minutes after local midnight.
 */

export const DEFAULT_TIME_ZONE = "America/Toronto";

/** A local calendar date, `YYYY-MM-DD`. */
export type LocalDate = string;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(zone, format);
  }
  return format;
}

/** Whether `name` is an IANA zone this runtime knows (a typo or "EST5EDT"-style junk from a form is not). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    partsFormat(name);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, zone: string): WallClock {
  const values = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of partsFormat(zone).formatToParts(instant)) {
    if (part.type in values) values[part.type as keyof WallClock] = Number(part.value);
  }
  return values;
}

/** The zone's offset from UTC at `instant`, in minutes (Toronto in winter: -300; St. John's in summer: -150). */
export function offsetMinutes(instant: Date, zone: string): number {
  const wall = wallClock(instant, zone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE);
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** The local date, time of day and weekday (0 = Sunday) of `instant` in `zone`. */
export function localParts(instant: Date, zone: string): { date: LocalDate; minuteOfDay: number; weekday: number } {
  const wall = wallClock(instant, zone);
  return {
    date: `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`,
    minuteOfDay: wall.hour * 60 + wall.minute,
    weekday: new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay(),
  };
}

/** Midnight UTC of a local date, for date arithmetic that never meets a zone. */
function dateAsUtc(date: LocalDate): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
export function isLocalDate(value: string): value is LocalDate {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(dateAsUtc(value)).toISOString().startsWith(value);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(dateAsUtc(date) + days * DAY).toISOString().slice(0, 10);
}

/** The weekday of a local date (0 = Sunday). */
export function weekdayOf(date: LocalDate): number {
  return new Date(dateAsUtc(date)).getUTCDay();
}

/**
 * The instant at which the clocks in `zone` read `minuteOfDay` on `date`. As calendars (and Temporal's
 * "compatible" rule) do: a time skipped by the spring change is moved forward by the change (2:30 AM
 * becomes 3:30 AM daylight time), and a time that happens twice in the fall is the first of the two.
 */
export function zonedTimeToInstant(date: LocalDate, minuteOfDay: number, zone: string): Date {
  const wall = dateAsUtc(date) + minuteOfDay * MINUTE;
  // A zone changes its offset at most once around any day: the offsets a day before and a day after
  // are the only candidates.
  const before = offsetMinutes(new Date(wall - DAY), zone);
  const after = offsetMinutes(new Date(wall + DAY), zone);
  if (before === after) return new Date(wall - before * MINUTE);
  const matching = [before, after]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => offsetMinutes(new Date(instant), zone) === (wall - instant) / MINUTE);
  if (matching.length > 0) return new Date(Math.min(...matching));
  return new Date(wall - before * MINUTE);
}

const labelFormats = new Map<string, { when: Intl.DateTimeFormat; zoneName: Intl.DateTimeFormat }>();

function labelFormat(zone: string) {
  let formats = labelFormats.get(zone);
  if (!formats) {
    formats = {
      when: new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        weekday: "short",
        month: "short",
        day: "numeric",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
      }),
      // en-CA names Newfoundland's zone (NST/NDT) where en-US writes "GMT-3:30"; it agrees on the others.
      zoneName: new Intl.DateTimeFormat("en-CA", { timeZone: zone, timeZoneName: "short" }),
    };
    labelFormats.set(zone, formats);
  }
  return formats;
}

function partsOf(format: Intl.DateTimeFormat, instant: Date): Record<string, string> {
  const values: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) values[part.type] = part.value;
  return values;
}

/** The zone's short name at `instant`: "EDT", "PST", "NDT", "MST" (Phoenix, all year). */
export function zoneAbbreviation(instant: Date, zone: string): string {
  return partsOf(labelFormat(zone).zoneName, instant).timeZoneName ?? zone;
}

/** "Thu Mar 12" (with the year when it is not `now`'s year in the zone). */
export function formatLocalDay(instant: Date, zone: string, now: Date = new Date()): string {
  const parts = partsOf(labelFormat(zone).when, instant);
  const sameYear = parts.year === partsOf(labelFormat(zone).when, now).year;
  return `${parts.weekday} ${parts.month} ${parts.day}${sameYear ? "" : `, ${parts.year}`}`;
}

/** "7:00 PM EDT": a time of day always names its zone. */
export function formatLocalTime(instant: Date, zone: string): string {
  const parts = partsOf(labelFormat(zone).when, instant);
  return `${parts.hour}:${parts.minute} ${parts.dayPeriod} ${zoneAbbreviation(instant, zone)}`;
}

/** "Thu Mar 12, 7:00 PM EDT": how every time on the site is shown. */
export function formatZoned(instant: Date, zone: string, now: Date = new Date()): string {
  return `${formatLocalDay(instant, zone, now)}, ${formatLocalTime(instant, zone)}`;
}
