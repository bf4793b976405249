/** Every live Q&A address in one place, so pages, emails, the dashboard and the console link the same way. */
export const LIVE_PATH = "/live";
/** The query that lists every question of a session instead of the most-voted (live.server.ts). */
export const ALL_QUESTIONS_QUERY = "questions=all";
export const liveEventPath = (eventId: string, { allQuestions = false } = {}) =>
  allQuestions ? `/live/${eventId}?${ALL_QUESTIONS_QUERY}` : `/live/${eventId}`;
/** The event's calendar file (RFC 5545), for members who may see the event. */
export const liveEventCalendarPath = (eventId: string) => `/live/${eventId}/event.ics`;
export const ADMIN_LIVE_PATH = "/admin/live";
export const ADMIN_NEW_LIVE_EVENT_PATH = "/admin/live/new";
export const adminLiveEventPath = (eventId: string) => `/admin/live/${eventId}`;
