import { describe, expect, it } from "vitest";
import {
  addDays,
  canonicalTimeZone,
  formatLocalDay,
  formatLocalTime,
  formatZoned,
  isLocalDate,
  isTimeZone,
  localParts,
  offsetMinutes,
  siteToday,
  weekdayOf,
  zoneAbbreviation,
  viewerZone,
  zonedTimeToInstant,
} from "./zoned-time";
import { TIME_ZONE_CHOICES } from "./time-zone-choices";

const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;
/** "Now" for the formatting tests, so the year shows or not whatever day the suite runs. */
const IN_2026 = at("2026-06-01T12:00:00Z");

const TORONTO = "America/Toronto";
const VANCOUVER = "America/Vancouver";
const ST_JOHNS = "America/St_Johns";
const PHOENIX = "America/Phoenix";

/** Minutes of a wall-clock time, for readability: hm(1, 30) is 1:30 AM. */
const hm = (hour: number, minute = 0) => hour * 60 + minute;

/**
 * 2026's changes (second Sunday of March, first Sunday of November, at 2:00 AM local in all four
 * zones) and 2027's March one, as UTC instants: the offset flips at exactly this instant.
 */
const CHANGES = [
  { zone: TORONTO, at: "2026-03-08T07:00:00Z", before: -300, after: -240, names: ["EST", "EDT"] },
  { zone: TORONTO, at: "2026-11-01T06:00:00Z", before: -240, after: -300, names: ["EDT", "EST"] },
  { zone: TORONTO, at: "2027-03-14T07:00:00Z", before: -300, after: -240, names: ["EST", "EDT"] },
  { zone: VANCOUVER, at: "2026-03-08T10:00:00Z", before: -480, after: -420, names: ["PST", "PDT"] },
  { zone: VANCOUVER, at: "2026-11-01T09:00:00Z", before: -420, after: -480, names: ["PDT", "PST"] },
  { zone: VANCOUVER, at: "2027-03-14T10:00:00Z", before: -480, after: -420, names: ["PST", "PDT"] },
  { zone: ST_JOHNS, at: "2026-03-08T05:30:00Z", before: -210, after: -150, names: ["NST", "NDT"] },
  { zone: ST_JOHNS, at: "2026-11-01T04:30:00Z", before: -150, after: -210, names: ["NDT", "NST"] },
  { zone: ST_JOHNS, at: "2027-03-14T05:30:00Z", before: -210, after: -150, names: ["NST", "NDT"] },
];

describe("offsetMinutes and zoneAbbreviation at the daylight-time changes", () => {
  it.each(CHANGES)("$zone changes from $before to $after at $at", ({ zone, at: change, before, after, names }) => {
    const instant = at(change).getTime();
    expect(offsetMinutes(new Date(instant - MINUTE), zone)).toBe(before);
    expect(offsetMinutes(new Date(instant - 1), zone)).toBe(before);
    expect(offsetMinutes(new Date(instant), zone)).toBe(after);
    expect(offsetMinutes(new Date(instant + MINUTE), zone)).toBe(after);
    expect(zoneAbbreviation(new Date(instant - MINUTE), zone)).toBe(names[0]);
    expect(zoneAbbreviation(new Date(instant), zone)).toBe(names[1]);
  });

  it("keeps Phoenix on MST (UTC-7) on both sides of every change the others make", () => {
    for (const { at: change } of CHANGES) {
      for (const instant of [at(change).getTime() - 3 * 60 * MINUTE, at(change).getTime() + 3 * 60 * MINUTE]) {
        expect(offsetMinutes(new Date(instant), PHOENIX)).toBe(-420);
        expect(zoneAbbreviation(new Date(instant), PHOENIX)).toBe("MST");
      }
    }
  });

  it("agrees with Intl at every quarter hour of the two days around each change, in every zone, asked in any order", () => {
    const zones = [TORONTO, VANCOUVER, ST_JOHNS, PHOENIX, "America/Halifax", "America/Regina", "America/Anchorage"];
    const starts = ["2026-03-07T12:00:00Z", "2026-10-31T12:00:00Z", "2027-03-13T12:00:00Z"];
    for (const zone of zones) {
      const intl = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
      const reference = (instant: Date) => {
        const name = intl.formatToParts(instant).find((part) => part.type === "timeZoneName")!.value;
        const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
        return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
      };
      // Backwards, so a day is first asked about at its end rather than its start.
      for (const start of starts) {
        for (let quarter = 2 * 96; quarter >= 0; quarter--) {
          const instant = new Date(at(start).getTime() + quarter * 15 * MINUTE);
          expect(offsetMinutes(instant, zone), `${zone} ${instant.toISOString()}`).toBe(reference(instant));
        }
      }
    }
  });
});

describe("zonedTimeToInstant", () => {
  it("reads an ordinary wall time with the offset of its day", () => {
    expect(zonedTimeToInstant("2026-03-12", hm(19), TORONTO)).toEqual(at("2026-03-12T23:00:00Z"));
    expect(zonedTimeToInstant("2026-12-09", hm(16), VANCOUVER)).toEqual(at("2026-12-10T00:00:00Z"));
    expect(zonedTimeToInstant("2026-12-09", hm(20, 30), ST_JOHNS)).toEqual(at("2026-12-10T00:00:00Z"));
    expect(zonedTimeToInstant("2026-07-01", hm(9), PHOENIX)).toEqual(at("2026-07-01T16:00:00Z"));
    expect(zonedTimeToInstant("2026-12-31", 0, TORONTO)).toEqual(at("2026-12-31T05:00:00Z"));
  });

  it("moves a wall time in the spring gap forward by the change (2:30 AM becomes 3:30 AM daylight time)", () => {
    expect(zonedTimeToInstant("2026-03-08", hm(2, 30), TORONTO)).toEqual(at("2026-03-08T07:30:00Z"));
    expect(zonedTimeToInstant("2026-03-08", hm(2), TORONTO)).toEqual(at("2026-03-08T07:00:00Z"));
    expect(zonedTimeToInstant("2026-03-08", hm(2, 30), VANCOUVER)).toEqual(at("2026-03-08T10:30:00Z"));
    expect(zonedTimeToInstant("2026-03-08", hm(2, 30), ST_JOHNS)).toEqual(at("2026-03-08T06:00:00Z"));
    expect(zonedTimeToInstant("2027-03-14", hm(2, 15), TORONTO)).toEqual(at("2027-03-14T07:15:00Z"));
    expect(formatLocalTime(zonedTimeToInstant("2026-03-08", hm(2, 30), ST_JOHNS), ST_JOHNS)).toBe("3:30 AM NDT");
    // Phoenix has no gap: 2:30 AM is 2:30 AM MST.
    expect(zonedTimeToInstant("2026-03-08", hm(2, 30), PHOENIX)).toEqual(at("2026-03-08T09:30:00Z"));
  });

  it("reads the edges of the gap as the clocks show them", () => {
    expect(zonedTimeToInstant("2026-03-08", hm(1, 59), TORONTO)).toEqual(at("2026-03-08T06:59:00Z"));
    expect(zonedTimeToInstant("2026-03-08", hm(3), TORONTO)).toEqual(at("2026-03-08T07:00:00Z"));
  });

  it("takes the first of the two instants of a wall time the fall change repeats", () => {
    expect(zonedTimeToInstant("2026-11-01", hm(1, 30), TORONTO)).toEqual(at("2026-11-01T05:30:00Z"));
    expect(zonedTimeToInstant("2026-11-01", hm(1, 30), VANCOUVER)).toEqual(at("2026-11-01T08:30:00Z"));
    expect(zonedTimeToInstant("2026-11-01", hm(1, 30), ST_JOHNS)).toEqual(at("2026-11-01T04:00:00Z"));
    expect(formatLocalTime(zonedTimeToInstant("2026-11-01", hm(1, 30), TORONTO), TORONTO)).toBe("1:30 AM EDT");
    // Just after the repeated hour there is one instant again, on standard time.
    expect(zonedTimeToInstant("2026-11-01", hm(2), TORONTO)).toEqual(at("2026-11-01T07:00:00Z"));
    expect(zonedTimeToInstant("2026-11-01", hm(1, 30), PHOENIX)).toEqual(at("2026-11-01T08:30:00Z"));
  });

  it("gives back every quarter hour of the transition days through localParts (apart from the skipped hour)", () => {
    for (const zone of [TORONTO, VANCOUVER, ST_JOHNS, PHOENIX]) {
      for (const date of ["2026-03-07", "2026-03-08", "2026-03-09", "2026-10-31", "2026-11-01", "2026-11-02", "2027-03-14"]) {
        for (let minute = 0; minute < 1440; minute += 15) {
          const skipped = date.endsWith("-03-08") || date === "2027-03-14" ? zone !== PHOENIX && minute >= hm(2) && minute < hm(3) : false;
          const parts = localParts(zonedTimeToInstant(date, minute, zone), zone);
          if (skipped) expect(parts).toEqual({ date, minuteOfDay: minute + 60, weekday: 0 });
          else expect(parts, `${zone} ${date} ${minute}`).toEqual({ date, minuteOfDay: minute, weekday: weekdayOf(date) });
        }
      }
    }
  });
});

describe("localParts", () => {
  it("gives the local date, minute and weekday, which can differ from UTC's", () => {
    // Thursday 00:30 UTC is still Wednesday evening in every zone we serve.
    const instant = at("2026-12-10T00:30:00Z");
    expect(localParts(instant, TORONTO)).toEqual({ date: "2026-12-09", minuteOfDay: hm(19, 30), weekday: 3 });
    expect(localParts(instant, ST_JOHNS)).toEqual({ date: "2026-12-09", minuteOfDay: hm(21), weekday: 3 });
    expect(localParts(instant, PHOENIX)).toEqual({ date: "2026-12-09", minuteOfDay: hm(17, 30), weekday: 3 });
    expect(localParts(at("2026-11-01T06:30:00Z"), TORONTO)).toEqual({ date: "2026-11-01", minuteOfDay: hm(1, 30), weekday: 0 });
  });

  it("gives the site's date for what knows nothing of the viewer: still yesterday at 00:30 UTC", () => {
    expect(siteToday(at("2026-04-01T00:30:00Z"))).toBe("2026-03-31");
    expect(siteToday(at("2026-04-01T12:00:00Z"))).toBe("2026-04-01");
  });
});

describe("formatting", () => {
  it("shows a time as the issue writes it, naming the zone", () => {
    expect(formatZoned(at("2026-03-12T23:00:00Z"), TORONTO, IN_2026)).toBe("Thu Mar 12, 7:00 PM EDT");
  });

  it("shows one event at the right local time on both sides of the border", () => {
    const event = at("2026-12-10T00:00:00Z");
    expect(formatZoned(event, VANCOUVER, IN_2026)).toBe("Wed Dec 9, 4:00 PM PST");
    expect(formatZoned(event, TORONTO, IN_2026)).toBe("Wed Dec 9, 7:00 PM EST");
    expect(formatZoned(event, ST_JOHNS, IN_2026)).toBe("Wed Dec 9, 8:30 PM NST");
    expect(formatZoned(event, PHOENIX, IN_2026)).toBe("Wed Dec 9, 5:00 PM MST");
    expect(formatZoned(at("2026-07-15T23:00:00Z"), ST_JOHNS, IN_2026)).toBe("Wed Jul 15, 8:30 PM NDT");
    expect(formatZoned(at("2026-07-15T23:00:00Z"), PHOENIX, IN_2026)).toBe("Wed Jul 15, 4:00 PM MST");
  });

  it("adds the year only when it is not this year in the viewer's zone", () => {
    expect(formatZoned(at("2027-03-14T07:00:00Z"), TORONTO, IN_2026)).toBe("Sun Mar 14, 2027, 3:00 AM EDT");
    expect(formatLocalDay(at("2027-01-05T15:00:00Z"), TORONTO, IN_2026)).toBe("Tue Jan 5, 2027");
    // 03:00 UTC on New Year's Day is still New Year's Eve in Toronto.
    expect(formatZoned(at("2027-01-01T03:00:00Z"), TORONTO, IN_2026)).toBe("Thu Dec 31, 10:00 PM EST");
    expect(formatLocalDay(at("2026-03-12T23:00:00Z"), TORONTO, at("2027-02-01T12:00:00Z"))).toBe("Thu Mar 12, 2026");
  });

  it("writes noon, midnight and single-digit minutes as a clock does", () => {
    expect(formatLocalTime(at("2026-06-01T16:00:00Z"), TORONTO)).toBe("12:00 PM EDT");
    expect(formatLocalTime(at("2026-06-01T04:05:00Z"), TORONTO)).toBe("12:05 AM EDT");
  });

  it("writes the same words as Intl's en-US clock, every 19 hours and 13 minutes over three years, in every choice's zone", () => {
    for (const zone of [...TIME_ZONE_CHOICES.map((choice) => choice.zone), "America/Whitehorse"]) {
      const clock = new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        weekday: "short",
        month: "short",
        day: "numeric",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
      });
      const thisYear = new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric" }).format(IN_2026);
      for (let time = Date.parse("2025-06-01T00:00:00Z"); time < Date.parse("2028-06-01T00:00:00Z"); time += 1153 * MINUTE) {
        const instant = new Date(time);
        const parts = Object.fromEntries(clock.formatToParts(instant).map((part) => [part.type, part.value]));
        const day = `${parts.weekday} ${parts.month} ${parts.day}${parts.year === thisYear ? "" : `, ${parts.year}`}`;
        expect(formatZoned(instant, zone, IN_2026)).toBe(
          `${day}, ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${zoneAbbreviation(instant, zone)}`,
        );
      }
    }
  });

  it("names Yukon's UTC-7 as it was on each side of its 2020 change to permanent standard time", () => {
    expect(zoneAbbreviation(at("2020-07-15T17:00:00Z"), "America/Whitehorse")).toBe("PDT");
    expect(zoneAbbreviation(at("2021-07-15T17:00:00Z"), "America/Whitehorse")).toBe("MST");
  });

  it("names the zone of every choice in Profile, Yukon's permanent UTC-7 included", () => {
    const winter = at("2026-01-15T17:00:00Z");
    const summer = at("2026-07-15T17:00:00Z");
    const names = (zone: string) => [zoneAbbreviation(winter, zone), zoneAbbreviation(summer, zone)];
    expect(names("America/Halifax")).toEqual(["AST", "ADT"]);
    expect(names("America/Regina")).toEqual(["CST", "CST"]);
    expect(names("America/Whitehorse")).toEqual(["MST", "MST"]);
    expect(names("America/Anchorage")).toEqual(["AKST", "AKDT"]);
    expect(names("Pacific/Honolulu")).toEqual(["HST", "HST"]);
  });
});

describe("a booking that crosses a transition", () => {
  it("lasts its real 45 minutes when it starts at 1:30 AM on the fall-back night, and ends at 1:15 AM EST", () => {
    const start = zonedTimeToInstant("2026-11-01", hm(1, 30), TORONTO);
    const end = new Date(start.getTime() + 45 * MINUTE);
    expect(formatZoned(start, TORONTO, IN_2026)).toBe("Sun Nov 1, 1:30 AM EDT");
    expect(formatLocalTime(end, TORONTO)).toBe("1:15 AM EST");
    expect((end.getTime() - start.getTime()) / MINUTE).toBe(45);
  });

  it("lasts 45 minutes when it starts at 1:30 AM on the spring-forward night, and ends at 3:15 AM daylight time", () => {
    const start = zonedTimeToInstant("2026-03-08", hm(1, 30), VANCOUVER);
    const end = new Date(start.getTime() + 45 * MINUTE);
    expect(formatLocalTime(start, VANCOUVER)).toBe("1:30 AM PST");
    expect(formatLocalTime(end, VANCOUVER)).toBe("3:15 AM PDT");
  });

  it("keeps a weekly 9:00 AM coach hour at 9:00 local across the change while its UTC instant moves", () => {
    const before = zonedTimeToInstant("2026-10-27", hm(9), TORONTO);
    const after = zonedTimeToInstant(addDays("2026-10-27", 7), hm(9), TORONTO);
    expect(before).toEqual(at("2026-10-27T13:00:00Z"));
    expect(after).toEqual(at("2026-11-03T14:00:00Z"));
    expect(formatLocalTime(before, TORONTO)).toBe("9:00 AM EDT");
    expect(formatLocalTime(after, TORONTO)).toBe("9:00 AM EST");
  });

  it("shows a Phoenix coach's fixed 9:00 AM MST to a St. John's member an hour earlier after the member's clocks fall back", () => {
    // Phoenix does not change, so its 9:00 AM is 16:00 UTC both weeks; St. John's goes from UTC-2:30 to UTC-3:30.
    const before = zonedTimeToInstant("2026-10-27", hm(9), PHOENIX);
    const after = zonedTimeToInstant("2026-11-03", hm(9), PHOENIX);
    expect([before, after]).toEqual([at("2026-10-27T16:00:00Z"), at("2026-11-03T16:00:00Z")]);
    expect(formatZoned(before, ST_JOHNS, IN_2026)).toBe("Tue Oct 27, 1:30 PM NDT");
    expect(formatZoned(after, ST_JOHNS, IN_2026)).toBe("Tue Nov 3, 12:30 PM NST");
    expect(formatZoned(after, PHOENIX, IN_2026)).toBe("Tue Nov 3, 9:00 AM MST");
  });
});

describe("names and dates from forms", () => {
  it("accepts IANA zones in any case and spelling the runtime knows, and writes them its way", () => {
    expect(isTimeZone("America/St_Johns")).toBe(true);
    expect(canonicalTimeZone("america/toronto")).toBe("America/Toronto");
    expect(canonicalTimeZone("US/Eastern")).toBe("America/New_York");
    expect(canonicalTimeZone("Canada/Newfoundland")).toBe("America/St_Johns");
  });

  it("shows a viewer's times in their stored zone, and a visitor's or an unknown zone's in Toronto's", () => {
    expect(viewerZone({ timeZone: ST_JOHNS })).toBe(ST_JOHNS);
    expect(viewerZone({ timeZone: "Mars/Olympus_Mons" })).toBe(TORONTO);
    expect(viewerZone({ timeZone: "" })).toBe(TORONTO);
    expect(viewerZone(null)).toBe(TORONTO);
  });

  it("refuses what is not a zone", () => {
    for (const junk of ["", "Mars/Olympus", "America/Toronto<script>", "../../etc/passwd", "America/Toronto ", "A".repeat(65), "+05:00"]) {
      expect(isTimeZone(junk), junk).toBe(false);
      expect(canonicalTimeZone(junk)).toBeNull();
    }
  });

  it("checks and counts calendar dates", () => {
    expect(isLocalDate("2026-02-28")).toBe(true);
    expect(isLocalDate("2026-02-29")).toBe(false);
    expect(isLocalDate("2028-02-29")).toBe(true);
    expect(isLocalDate("2026-2-3")).toBe(false);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(weekdayOf("2026-03-08")).toBe(0);
  });
});

describe("speed", () => {
  it("converts the wall times of 3 coaches' hours over 60 days in a few milliseconds", () => {
    const zones = [TORONTO, PHOENIX, ST_JOHNS];
    const convert = () => {
      for (const zone of zones) {
        for (let day = 0; day < 60; day++) {
          const date = addDays("2026-10-15", day);
          for (let minute = hm(9); minute < hm(17); minute += 60) zonedTimeToInstant(date, minute, zone);
        }
      }
    };
    convert();
    const started = performance.now();
    convert();
    // 1,440 conversions; measured well under 5 ms here, bounded loosely so a busy machine does not fail it.
    expect(performance.now() - started).toBeLessThan(50);
  });
});
