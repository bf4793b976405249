import { describe, expect, it } from "vitest";
import { parseCalendar } from "../support/ics";
import { calendarFile, type CalendarEvent } from "~/features/calendar/ics";

const event: CalendarEvent = {
  uid: "live-event-42@moneywise.example",
  sequence: 3,
  // 7:00 PM EST in Toronto, 4:00 PM PST in Vancouver.
  start: new Date("2026-11-13T00:00:00Z"),
  end: new Date("2026-11-13T01:00:00Z"),
  title: "Q&A: RRSP, TFSA; which first?",
  description: "Bring your questions.\nDeuxième ligne: épargne, dettes; 税金 👍\\ done",
  url: "https://moneywise.example/live/42",
  stamp: new Date("2026-11-01T12:34:56Z"),
  organizer: { name: "Moneywise", email: "no-reply@moneywise.example" },
};

describe("calendarFile", () => {
  it("writes an invitation a calendar reads back field by field", () => {
    const text = calendarFile(event, "REQUEST", "ana@example.com");
    const parsed = parseCalendar(text);
    expect(parsed.method).toBe("REQUEST");
    // iTIP (RFC 5546 §3.2.2): an invitation names its organizer and its attendee, who is already going.
    expect(text).toContain('\r\nORGANIZER;CN="Moneywise":mailto:no-reply@moneywise.example\r\n');
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain("\r\nATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:MAILTO:ana@example.com\r\n");
    expect(parsed.events).toEqual([
      {
        uid: event.uid,
        sequence: 3,
        start: event.start,
        end: event.end,
        stamp: event.stamp,
        summary: event.title,
        description: event.description,
        url: event.url,
        status: "CONFIRMED",
      },
    ]);
  });

  it("writes the times in UTC, with no zone to resolve", () => {
    const text = calendarFile(event, "PUBLISH");
    expect(text).toContain("\r\nDTSTART:20261113T000000Z\r\n");
    expect(text).toContain("\r\nDTEND:20261113T010000Z\r\n");
    expect(text).toContain("\r\nDTSTAMP:20261101T123456Z\r\n");
    expect(text).not.toContain("VTIMEZONE");
    expect(parseCalendar(text).method).toBe("PUBLISH");
    // A download names its organizer and nobody as attendee.
    expect(text).toContain("\r\nORGANIZER;");
    expect(text).not.toContain("ATTENDEE");
  });

  it("marks a cancellation both in its method and in the event's status", () => {
    const parsed = parseCalendar(calendarFile({ ...event, sequence: 4 }, "CANCEL", "ana@example.com"));
    expect(parsed.method).toBe("CANCEL");
    expect(parsed.events[0]).toMatchObject({ uid: event.uid, sequence: 4, status: "CANCELLED" });
  });

  it("escapes text and folds long lines at 75 octets with CRLF endings", () => {
    const long = { ...event, description: "Épargne, dettes; impôts — 税金\n".repeat(20) };
    const text = calendarFile(long, "REQUEST");
    expect(text).toContain("SUMMARY:Q&A: RRSP\\, TFSA\\; which first?\r\n");
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const lines = text.split("\r\n");
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(parseCalendar(text).events[0]!.description).toBe(long.description);
  });
});
