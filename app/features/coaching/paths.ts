/** Every coaching address in one place, so pages, emails, the dashboard and the console link the same way. */
export const COACHING_PATH = "/coaching";
/** The booking page showing one local date's open times (the member's zone). */
export const coachingDayPath = (date: string) => `/coaching?day=${date}`;
export const coachingSessionPath = (sessionId: string) => `/coaching/sessions/${sessionId}`;
/** The session's calendar file (RFC 5545), for its member and its coach. */
export const coachingSessionCalendarPath = (sessionId: string) => `/coaching/sessions/${sessionId}/session.ics`;
/** The console's coaching: a coach's schedule, weekly hours and exceptions. */
export const ADMIN_COACHING_PATH = "/admin/coaching";
export const adminCoachingSessionPath = (sessionId: string) => `/admin/coaching/sessions/${sessionId}`;
