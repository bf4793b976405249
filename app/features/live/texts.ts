/**
 * The live Q&A console's words and the English messages of the forms (issue 26 item 2). The members'
 * pages and emails read the catalogue (services.live), in the page's or the recipient's language.
 */
/** A member's question's messages in English (the schema's; other languages are the catalogue's services.live.action). */
export const LIVE_ACTION_TEXTS = {
  questionEmpty: "Write your question first.",
  questionTooLong: (length: number, max: number) => `Your question is ${length} characters; the limit is ${max}.`,
} as const;

export const LIVE_FORM_TEXTS = {
  titleEmpty: "Give the session a title.",
  titleTooLong: "Keep the title under 120 characters.",
  descriptionEmpty: "Describe the session in a sentence or two.",
  descriptionTooLong: "Keep the description under 2,000 characters.",
  date: "Enter the date as YYYY-MM-DD.",
  time: "Enter the start time as HH:MM (24-hour).",
  duration: "The duration is a whole number of minutes from 15 to 480.",
  capacity: "The capacity is a whole number from 1 to 100,000.",
  joinUrl: "The join link must be a full https:// address.",
  replayUrl: "The replay link must be a full https:// address, or empty.",
  reason: "Say why, for the audit log (up to 500 characters).",
  past: "The start must be in the future.",
} as const;

export const CONSOLE_LIVE_TEXTS = {
  title: "Live Q&A",
  intro:
    "Schedule the monthly live sessions. Members who RSVP'd are emailed when the time, duration or title changes, or when a session is cancelled.",
  newEvent: "New session",
  upcoming: "Upcoming",
  past: "Past and cancelled",
  none: "None.",
  edit: "Edit",
  save: "Save",
  saving: "Saving...",
  create: "Create session",
  cancelTitle: "Cancel this session",
  cancelButton: "Cancel the session",
  cancelNote: "Everyone who RSVP'd is emailed a cancellation with its calendar update.",
  zoneLabel: (zone: string) => `Start, in your time zone (${zone})`,
  rsvps: (count: number, capacity: number) => `${count} of ${capacity} RSVPs`,
  created: "Session created.",
  saved: "Session saved.",
  savedNotified: (count: number) => `Session saved; ${count === 1 ? "1 member was" : `${count} members were`} emailed the change.`,
  cancelledDone: (count: number) => `Session cancelled; ${count === 1 ? "1 member was" : `${count} members were`} emailed.`,
  alreadyCancelled: "This session is already cancelled.",
  notFound: "This session does not exist.",
  cancelledBadge: "Cancelled",
  auditCreated: "Scheduled from the console",
  auditEdited: "Edited from the console",
} as const;
