import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/lib/http/form";
import { isCalendarChange, joinLinkOpen, parseTimeOfDay, startOf } from "./live-rules";
import { eventSchema, questionSchema } from "~/features/live/forms";

const MINUTE = 60_000;
const start = new Date("2026-12-10T00:00:00Z");
const event = { startsAt: start, durationMinutes: 60, cancelledAt: null };
const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);

describe("the join link's window", () => {
  it("opens 15 minutes before the start for an RSVP, and closes at the end", () => {
    expect(joinLinkOpen(event, true, at(-16))).toBe(false);
    expect(joinLinkOpen(event, true, at(-15))).toBe(true);
    expect(joinLinkOpen(event, true, at(59))).toBe(true);
    expect(joinLinkOpen(event, true, at(60))).toBe(false);
  });

  it("stays shut without an RSVP, and for a cancelled event", () => {
    expect(joinLinkOpen(event, false, at(0))).toBe(false);
    expect(joinLinkOpen({ ...event, cancelledAt: at(-60) }, true, at(0))).toBe(false);
  });
});

describe("the console's start, typed in the staff member's zone", () => {
  it("reads 19:00 on Dec 9 in Toronto as midnight UTC, the instant Vancouver sees at 4:00 PM", () => {
    expect(startOf({ date: "2026-12-09", time: "19:00" }, "America/Toronto").toISOString()).toBe("2026-12-10T00:00:00.000Z");
    expect(startOf({ date: "2026-12-09", time: "16:00" }, "America/Vancouver").toISOString()).toBe("2026-12-10T00:00:00.000Z");
  });

  it("keeps an edited event's instant at the repeated hour of the fall-back night, while its date and time still name it", () => {
    const form = { date: "2026-11-01", time: "01:30" };
    const second = new Date("2026-11-01T06:30:00Z"); // 1:30 AM EST, the second 1:30 in Toronto
    expect(startOf(form, "America/Toronto").toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(startOf(form, "America/Toronto", second)).toEqual(second);
    // A new time, or a stored instant the typed time does not name, is read as typed.
    expect(startOf({ ...form, time: "02:00" }, "America/Toronto", second).toISOString()).toBe("2026-11-01T07:00:00.000Z");
    expect(startOf(form, "America/Toronto", new Date("2026-11-02T06:30:00Z")).toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(startOf(form, "America/Toronto", new Date("not a date")).toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });

  it("reads the time of day strictly", () => {
    expect(parseTimeOfDay("07:05")).toBe(425);
    expect(parseTimeOfDay("24:00")).toBeNull();
    expect(parseTimeOfDay("7pm")).toBeNull();
  });

  it("refuses an http join link, a bad date and a duration out of range, each with its sentence", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: "Q&A",
      description: "Ask us",
      date: "2026-02-30",
      time: "19:00",
      durationMinutes: "5",
      capacity: "10",
      joinUrl: "http://example.com/room",
      replayUrl: "",
    }))
      form.set(name, value);
    const submission = parseSubmission(form, eventSchema);
    expect(submission.success).toBe(false);
    const { errors, values } = submission.reply();
    expect(errors.joinUrl).toMatch(/https/);
    expect(errors.date).toMatch(/YYYY-MM-DD/);
    expect(errors.durationMinutes).toMatch(/15 to 480/);
    expect(values.title).toBe("Q&A");
  });
});

describe("what a calendar must pick up", () => {
  it("is a change of time, duration or title, not of the capacity or the links", () => {
    const before = { startsAt: start, durationMinutes: 60, title: "Q&A" };
    expect(isCalendarChange(before, { ...before })).toBe(false);
    expect(isCalendarChange(before, { ...before, startsAt: at(30) })).toBe(true);
    expect(isCalendarChange(before, { ...before, durationMinutes: 90 })).toBe(true);
    expect(isCalendarChange(before, { ...before, title: "Q&A: taxes" })).toBe(true);
  });
});

describe("a question", () => {
  it("says how long it is when it is too long", () => {
    const form = new FormData();
    form.set("body", "x".repeat(501));
    const submission = parseSubmission(form, questionSchema);
    expect(submission.reply().errors.body).toBe("Your question is 501 characters; the limit is 500.");
  });
});
