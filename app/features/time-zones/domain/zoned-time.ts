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

/**
 * Zone names already checked, in the runtime's own spelling: what the database stores, so the check of
 * a stored zone on every page costs a lookup instead of building an `Intl.DateTimeFormat` (about
 * 0.2 ms). Only canonical names enter, so it holds at most the runtime's few hundred zones.
 */
const knownZones = new Set<string>();

/** Whether `name` is an IANA zone this runtime knows (a typo or script from a form is not). */
export function isTimeZone(name: string): boolean {
  if (knownZones.has(name)) return true;
  const canonical = canonicalTimeZone(name);
  if (canonical !== null) knownZones.add(canonical);
  return canonical !== null;
}

/** The zone a viewer's times are shown in: theirs (users.time_zone, read with the session), or the default for a visitor or a name this runtime does not know. */
export function viewerZone(user: { timeZone: string } | null | undefined): string {
  return user && isTimeZone(user.timeZone) ? user.timeZone : DEFAULT_TIME_ZONE;
}

/** The viewer's date ("YYYY-MM-DD") at `now` in their zone: what "today" is to them (ADR 042). */
export function localToday(user: { timeZone: string } | null | undefined, now: Date): string {
  return localParts(now, viewerZone(user)).date;
}

/**
 * The site's date at `now` (its default zone), for what knows nothing of the viewer: a tool's file, which
 * reads only its URL (ADR 006). Not UTC's, which is tomorrow every evening in Canada and the US.
 */
export const siteToday = (now: Date): string => localToday(null, now);

/**
 * The runtime's own spelling of a zone name ("america/toronto" and "US/Eastern" become
 * "America/Toronto" and "America/New_York"), or null when it is not a zone: what is stored, so a
 * name compares equal however a browser wrote it.
 */
export function canonicalTimeZone(name: string): string | null {
  if (name.length === 0 || name.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  try {
    // Not through the cache: a form could post endless spellings ("aMerica/toronto", …) of one zone.
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
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

function wallClock(instant: number, zone: string): WallClock {
  const values = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of partsFormat(zone).formatToParts(instant)) {
    if (part.type in values) values[part.type as keyof WallClock] = Number(part.value);
  }
  return values;
}

/** The offset as Intl reports it, at a whole second: one `formatToParts` (about 15 µs). */
function measuredOffset(instant: number, zone: string): number {
  const wall = wallClock(instant, zone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((wallAsUtc - Math.floor(instant / 1000) * 1000) / MINUTE);
}

/**
 * One UTC day of a zone: its offset, or the minute it changes. Zones change their offset at most once
 * a day, on a whole minute, so the offsets at a day's two ends tell whether the day has a change, and
 * a binary search finds it. Slot pages ask for hundreds of instants over a few weeks: each day is
 * measured once per process instead of once per question.
 */
type ZoneDay = number | { at: number; before: number; after: number };

const zoneDays = new Map<string, Map<number, ZoneDay>>();
/** Days kept per zone (about 27 years): bounds a long-running server's memory. */
const DAYS_KEPT = 10_000;

function zoneDay(day: number, zone: string): ZoneDay {
  let days = zoneDays.get(zone);
  if (!days) zoneDays.set(zone, (days = new Map()));
  const known = days.get(day);
  if (known !== undefined) return known;
  const start = day * DAY;
  const before = measuredOffset(start, zone);
  const after = measuredOffset(start + DAY, zone);
  let entry: ZoneDay = before;
  if (before !== after) {
    // The first minute of the day already on the new offset.
    let low = 0;
    let high = DAY / MINUTE;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (measuredOffset(start + middle * MINUTE, zone) === before) low = middle;
      else high = middle;
    }
    entry = { at: start + high * MINUTE, before, after };
  }
  if (days.size >= DAYS_KEPT) days.clear();
  days.set(day, entry);
  return entry;
}

function offsetAt(instant: number, zone: string): number {
  const entry = zoneDay(Math.floor(instant / DAY), zone);
  if (typeof entry === "number") return entry;
  return instant < entry.at ? entry.before : entry.after;
}

/** The zone's offset from UTC at `instant`, in minutes (Toronto in winter: -300; St. John's in summer: -150). */
export function offsetMinutes(instant: Date, zone: string): number {
  return offsetAt(instant.getTime(), zone);
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** The local date, time of day and weekday (0 = Sunday) of `instant` in `zone`. */
export function localParts(instant: Date, zone: string): { date: LocalDate; minuteOfDay: number; weekday: number } {
  const wall = new Date(instant.getTime() + offsetAt(instant.getTime(), zone) * MINUTE);
  return {
    date: `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    minuteOfDay: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
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
  const before = offsetAt(wall - DAY, zone);
  const after = offsetAt(wall + DAY, zone);
  if (before === after) return new Date(wall - before * MINUTE);
  const first = wall - Math.max(before, after) * MINUTE;
  const second = wall - Math.min(before, after) * MINUTE;
  for (const instant of [first, second]) {
    if (offsetAt(instant, zone) === (wall - instant) / MINUTE) return new Date(instant);
  }
  // Skipped by the change: read with the offset before it, which lands as far after the change.
  return new Date(wall - before * MINUTE);
}

/**
 * Zone names by zone, UTC day and offset: a name can only change with the offset, and a zone's
 * offset at most once a day, so the key is exact even where a zone renamed an offset over the years
 * (Yukon's UTC-7 was PDT until 2020 and is MST since). Bounded like `zoneDays`.
 */
const zoneNames = new Map<string, string>();
const NAMES_KEPT = 10_000;
// en-CA names Newfoundland's zone (NST/NDT) where en-US writes "GMT-3:30"; it agrees on the others.
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Zones whose short name ICU does not know and writes as an offset: Yukon has kept UTC-7 all year
 * since 2020, which Yukoners call Mountain Standard Time (CLDR's "Yukon Time" has no abbreviation).
 */
const NAMES_ICU_LACKS: Readonly<Record<string, string>> = { "America/Whitehorse": "MST", "America/Dawson": "MST" };

/** The zone's short name at `instant`: "EDT", "PST", "NDT", "MST" (Phoenix, all year). */
export function zoneAbbreviation(instant: Date, zone: string): string {
  const time = instant.getTime();
  const key = `${zone}\n${Math.floor(time / DAY)}\n${offsetAt(time, zone)}`;
  let name = zoneNames.get(key);
  if (name === undefined) {
    let format = zoneNameFormats.get(zone);
    if (!format) zoneNameFormats.set(zone, (format = new Intl.DateTimeFormat("en-CA", { timeZone: zone, timeZoneName: "short" })));
    const written = format.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? zone;
    name = written.startsWith("GMT") ? (NAMES_ICU_LACKS[zone] ?? written) : written;
    if (zoneNames.size >= NAMES_KEPT) zoneNames.clear();
    zoneNames.set(key, name);
  }
  return name;
}

// English short names, as en-US writes them: the words are the site's, whatever the runtime's ICU.
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/**
 * The wall clock in `zone`, read from the offsets kept per day rather than from `Intl`: a page of
 * 30 sessions shows 30 times, and four `formatToParts` each cost it most of a millisecond.
 */
function wallDate(instant: Date, zone: string): Date {
  return new Date(instant.getTime() + offsetAt(instant.getTime(), zone) * MINUTE);
}

/** "Thu Mar 12" (with the year when it is not `now`'s year in the zone). */
export function formatLocalDay(instant: Date, zone: string, now: Date = new Date()): string {
  const wall = wallDate(instant, zone);
  const year = wall.getUTCFullYear();
  const day = `${WEEKDAYS[wall.getUTCDay()]} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCDate()}`;
  return year === wallDate(now, zone).getUTCFullYear() ? day : `${day}, ${year}`;
}

/** "7:00 PM EDT": a time of day always names its zone. */
export function formatLocalTime(instant: Date, zone: string): string {
  const wall = wallDate(instant, zone);
  const hour = wall.getUTCHours();
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(wall.getUTCMinutes())} ${hour < 12 ? "AM" : "PM"} ${zoneAbbreviation(instant, zone)}`;
}

/** "Thu Mar 12, 7:00 PM EDT": how every time on the site is shown. */
export function formatZoned(instant: Date, zone: string, now: Date = new Date()): string {
  return `${formatLocalDay(instant, zone, now)}, ${formatLocalTime(instant, zone)}`;
}
