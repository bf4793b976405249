/** What the reminder emails say. Times arrive already written in the reader's own zone ("Thu Mar 12, 7:00 PM EDT"). */
export const REMINDER_TEXTS = {
  live: {
    subject: (title: string, when: string) => `Reminder: ${title}, ${when}`,
    body: (title: string, when: string) => `The live Q&A "${title}" you RSVP'd to starts ${when} (your time zone).`,
    joinLink: "The join link appears on the event's page 15 minutes before the start.",
    open: "Open the event",
    why: "You get this reminder because you RSVP'd. Cancel your RSVP on the event's page to stop them.",
  },
  coaching: {
    subject: (when: string) => `Reminder: your coaching session, ${when}`,
    memberBody: (when: string, coach: string) => `Your 1-on-1 coaching session with ${coach} is ${when} (your time zone).`,
    coachBody: (when: string, member: string) => `Your 1-on-1 coaching session with ${member} is ${when} (your time zone).`,
    open: "Open the session",
    why: "You get this reminder because the session is booked.",
  },
  /** Said in both emails about the file attached. */
  attached: "The calendar file attached adds it to your calendar, or updates it there.",
} as const;
