/**
 * The console's coaching words (issue 26 item 3). The members' pages and the emails read the catalogue
 * (services.coaching), in the page's or the recipient's language.
 */

/** The coaching gate's English sentence the tests hold the pages to (the pages read services.coaching). */
export const MEMBER_TEXTS = {
  gateText: "Elite includes one 1-on-1 coaching session each billing period.",
} as const;

export const CONSOLE_TEXTS = {
  title: "Coaching",
  pickCoach: "Coach",
  show: "Show",
  noCoaches: "No one has the coach role yet. Grant it on a learner's page.",
  zone: (zone: string) => `Hours are in the coach's time zone, ${zone}, on the wall clock: a daylight-time change keeps 9:00 at 9:00.`,
  weeklyTitle: "Weekly hours",
  noWeekly: "No weekly hours yet.",
  weekday: "Day",
  from: "From",
  to: "To",
  addHours: "Add hours",
  remove: "Remove",
  exceptionsTitle: "Days off and extra hours",
  noExceptions: "No exceptions coming up.",
  date: "Date",
  kind: "Kind",
  off: "Day off",
  extra: "Extra hours",
  addException: "Add",
  scheduleTitle: "Upcoming sessions",
  noSessions: "No sessions booked.",
  member: "Member",
  plan: "Plan",
  courses: "Courses in progress",
  noCourses: "None in progress",
  note: "Your note (not on the member's pages; privacy law lets them ask for it, so it is in their data download)",
  saveNote: "Save note",
  noteSaved: "Note saved.",
  planNote: "Notes for the member's plan (the member reads these on their personalised plan)",
  savePlanNote: "Save plan notes",
  planNoteSaved: "Plan notes saved.",
  cancelSession: "Cancel session",
  cancelReason: "Reason (for the audit log)",
  sessionCancelled: "Session cancelled. The member has their session back and both of you were emailed.",
  hoursAdded: "Hours added.",
  hoursRemoved: "Hours removed.",
  exceptionAdded: "Exception added.",
  exceptionRemoved: "Exception removed.",
  badTimes: "The end must be after the start.",
  extraNeedsTimes: "Extra hours need a start and an end.",
  notFound: "That session is not on this schedule any more.",
  open: "Open",
} as const;
