/**
 * Reads a calendar file the way a calendar app does, with a maintained parser (ical.js), so tests
 * check what a reader sees rather than the text we wrote.
 */
import ICAL from "ical.js";

export interface ParsedCalendar {
  method: string | null;
  prodId: string | null;
  events: {
    uid: string;
    sequence: number;
    /** The instants, read back as UTC. */
    start: Date;
    end: Date;
    stamp: Date;
    summary: string;
    description: string;
    url: string | null;
    status: string | null;
  }[];
}

const instant = (value: unknown) => (value as ICAL.Time).toJSDate();

export function parseCalendar(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    method: (calendar.getFirstPropertyValue("method") as string | null) ?? null,
    prodId: (calendar.getFirstPropertyValue("prodid") as string | null) ?? null,
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        sequence: event.sequence,
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
        stamp: instant(component.getFirstPropertyValue("dtstamp")),
        summary: event.summary,
        description: event.description,
        url: (component.getFirstPropertyValue("url") as string | null) ?? null,
        status: (component.getFirstPropertyValue("status") as string | null) ?? null,
      };
    }),
  };
}
