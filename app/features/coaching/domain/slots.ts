/**
 * Open coaching slots (issue 26 item 3): 45-minute sessions for the next 60 days, starting at least 24
 * hours ahead, with 15 minutes kept free between a coach's sessions. Hours are the coach's wall clock in
 * the coach's zone (a weekly 9:00 stays 9:00 across a daylight-time change); slots are instants, laid on
 * a grid of real minutes from each window's start, and grouped by the member's local day.
 */
import { localParts, zonedTimeToInstant, type LocalDate } from "~/features/time-zones/domain/zoned-time";

export const SESSION_MINUTES = 45;
export const BUFFER_MINUTES = 15;
/** A slot every session plus its buffer, so back-to-back slots of one window never crowd each other. */
export const SLOT_STEP_MINUTES = SESSION_MINUTES + BUFFER_MINUTES;
export const HORIZON_DAYS = 60;
export const NOTICE_HOURS = 24;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface WeeklyHours {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface DateException {
  date: LocalDate;
  kind: "off" | "extra";
  startMinute: number | null;
  endMinute: number | null;
}

export interface CoachHours {
  coachId: string;
  timeZone: string;
  weekly: readonly WeeklyHours[];
  exceptions: readonly DateException[];
}

export interface BookedTime {
  coachId: string;
  startsAt: Date;
  endsAt: Date;
}

export interface OpenSlot {
  coachId: string;
  startsAt: Date;
}

export interface SlotDay {
  /** The member's local date. */
  date: LocalDate;
  slots: OpenSlot[];
}

/** The earliest start a booking may take, and the end of the horizon (exclusive). */
export function bookingWindow(now: Date): { earliest: Date; latest: Date } {
  return { earliest: new Date(now.getTime() + NOTICE_HOURS * HOUR), latest: new Date(now.getTime() + HORIZON_DAYS * DAY) };
}

/** The `YYYY-MM-DD` of a UTC day number (days since the epoch). */
const dateOfDay = (day: number): LocalDate => new Date(day * DAY).toISOString().slice(0, 10);

function windowsOn(hours: CoachHours, date: LocalDate, weekday: number): { startMinute: number; endMinute: number }[] {
  const exceptions = hours.exceptions.filter((exception) => exception.date === date);
  const off = exceptions.some((exception) => exception.kind === "off");
  const windows = off ? [] : hours.weekly.filter((week) => week.weekday === weekday);
  const extras = exceptions
    .filter((exception) => exception.kind === "extra" && exception.startMinute !== null && exception.endMinute !== null)
    .map((exception) => ({ startMinute: exception.startMinute!, endMinute: exception.endMinute! }));
  return [...windows, ...extras];
}

interface TimeRange {
  start: number;
  end: number;
}

/**
 * The days off a coach took in their other zones, as instants: hours kept in the zone a coach has moved
 * from are grouped apart (allCoachHours), but "a day off" is the whole day where the coach said it, for
 * every hour of theirs.
 */
function daysOffElsewhere(hours: CoachHours, coaches: readonly CoachHours[]): TimeRange[] {
  return coaches
    .filter((other) => other.coachId === hours.coachId && other.timeZone !== hours.timeZone)
    .flatMap((other) =>
      other.exceptions
        .filter((exception) => exception.kind === "off")
        .map((exception) => ({
          start: zonedTimeToInstant(exception.date, 0, other.timeZone).getTime(),
          end: zonedTimeToInstant(exception.date, 24 * 60, other.timeZone).getTime(),
        })),
    );
}

/** One coach's open slots from `earliest` to `latest`, in time order, each start once, none in `daysOff`. */
function coachSlots(
  hours: CoachHours,
  booked: readonly BookedTime[],
  earliest: number,
  latest: number,
  daysOff: readonly TimeRange[],
): OpenSlot[] {
  const own = booked
    .filter((session) => session.coachId === hours.coachId)
    .map((session) => ({ start: session.startsAt.getTime(), end: session.endsAt.getTime() }));
  const starts = new Set<number>();
  const sessionLength = SESSION_MINUTES * MINUTE;
  const buffer = BUFFER_MINUTES * MINUTE;
  // From the local day before the earliest start (a window may begin the evening before) to the horizon.
  const localDay = (time: number) => Date.parse(`${localParts(new Date(time), hours.timeZone).date}T00:00:00Z`) / DAY;
  const first = localDay(earliest) - 1;
  const last = localDay(latest);
  for (let day = first; day <= last; day += 1) {
    const date = dateOfDay(day);
    for (const window of windowsOn(hours, date, (day + 4) % 7)) {
      const windowStart = zonedTimeToInstant(date, window.startMinute, hours.timeZone).getTime();
      // Minute 1440 is the next midnight: the arithmetic runs on past the date.
      const windowEnd = zonedTimeToInstant(date, window.endMinute, hours.timeZone).getTime();
      for (let start = windowStart; start + sessionLength <= windowEnd; start += SLOT_STEP_MINUTES * MINUTE) {
        if (start < earliest || start >= latest || starts.has(start)) continue;
        // 15 free minutes on both sides of every session of this coach (one on another grid too).
        const end = start + sessionLength;
        if (daysOff.some((off) => start < off.end && off.start < end)) continue;
        if (own.every((session) => end + buffer <= session.start || session.end + buffer <= start)) starts.add(start);
      }
    }
  }
  return [...starts].sort((a, b) => a - b).map((start) => ({ coachId: hours.coachId, startsAt: new Date(start) }));
}

/**
 * Every coach's open slots, by the member's local day (days in order; a day's slots by time, then coach).
 * `now` is passed in so tests (and the page) agree on one clock.
 */
export function openSlots(input: {
  coaches: readonly CoachHours[];
  booked: readonly BookedTime[];
  memberZone: string;
  now: Date;
  /** When the member's coaching ends (a plan cancelled at its period's end, a downgrade): only earlier starts. */
  until?: Date | null;
}): SlotDay[] {
  const { earliest, latest } = bookingWindow(input.now);
  const last = input.until ? Math.min(latest.getTime(), input.until.getTime()) : latest.getTime();
  const slots = input.coaches
    .flatMap((coach) => coachSlots(coach, input.booked, earliest.getTime(), last, daysOffElsewhere(coach, input.coaches)))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.coachId.localeCompare(b.coachId));
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const { date } = localParts(slot.startsAt, input.memberZone);
    const day = days.at(-1);
    if (day?.date === date) day.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

/** Whether `coachId` has an open slot at exactly `startsAt` (what a booking or a change must name). */
export function isOpenSlot(days: readonly SlotDay[], coachId: string, startsAt: Date): boolean {
  return days.some((day) => day.slots.some((slot) => slot.coachId === coachId && slot.startsAt.getTime() === startsAt.getTime()));
}
