/**
 * The support console's words and the limits of the support forms (issue 27 item 4). The requesters'
 * pages and emails read the catalogue (services.support), in the page's or the recipient's language.
 */
import type { SUPPORT_CATEGORIES, SUPPORT_STATUSES } from "./domain/lists";

export const MESSAGE_MAX = 5000;
export const SUBJECT_MAX = 150;

/** The labels of SUPPORT_CATEGORIES (a unit test holds the two lists equal). */
export const CATEGORY_LABELS: Record<(typeof SUPPORT_CATEGORIES)[number], string> = {
  account: "My account or sign-in",
  billing: "Billing, plans and refunds",
  courses: "Courses and lessons",
  tools: "Financial tools",
  other: "Something else",
};

export const STATUS_LABELS: Record<(typeof SUPPORT_STATUSES)[number], string> = {
  open: "Waiting for our answer",
  answered: "Answered",
  closed: "Closed",
};

/** The advisor gate's English words that the tests hold the pages to (the pages read services.support.advisor). */
export const ADVISOR_TEXTS = {
  gateText: "Elite includes messages with a registered adviser where one is registered in your province or state.",
  replyNotIncluded:
    "Your plan no longer includes advisor messages, so this thread cannot take a reply. It stays here to read; for anything else, write to our support team.",
};

export const CONSOLE_TEXTS = {
  title: "Support queue",
  intro: "Open requests, advisor threads first, then by plan and age.",
  adviserIntro: "The advisor threads routed to you.",
  targets: "Response targets (business days: Monday to Friday in UTC, less the requester's statutory holidays)",
  targetLines: [
    "Advisor messages: 1 business day",
    "Elite: 1 business day",
    "Premium: 2 business days",
    "Basic and everyone else: 3 business days",
  ],
  show: "Show",
  empty: "Nothing here.",
  overdue: "Overdue",
  due: "Due",
  rank: ["Advisor", "Elite", "Premium", "Basic", "No plan"] as const,
  from: "From",
  assignedTo: "Assigned to",
  nobody: "Nobody",
  assign: "Assign",
  assignToMe: "Assign to me",
  assignTo: "Assign to",
  reply: "Reply",
  replyLabel: "Your reply (emailed to the requester)",
  close: "Close",
  reopen: "Reopen",
  assigned: "Assigned.",
  replied: "Reply sent.",
  closed: "Request closed.",
  reopened: "Request reopened.",
  unchanged: "Nothing changed: the request was already in that state.",
  notFound: "That request is not in your queue.",
  pickStaff: "Pick a staff member.",
  adviserTitle: "Advisers",
  adviserNone: "No adviser: not routed, general questions only.",
  back: "Back to the queue",
};

/** The email to the staff member who holds a request (staff read English); the requesters' emails read services.support.email. */
export const EMAIL_TEXTS = {
  requesterRepliedSubject: (subject: string) => `New reply on a request you hold: ${subject}`,
  requesterReplied: "The person who wrote this request replied. Their message is in the console.",
  openConsole: "Open the request",
};
