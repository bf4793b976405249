/** Every sentence the support pages, the console's queue and the support emails show (issue 27 item 4). */
import type { SUPPORT_CATEGORIES, SUPPORT_STATUSES } from "../../../db/schema/support";

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

export const FORM_TEXTS = {
  title: "Support",
  intro: "Ask us anything about your account, billing, the courses or the tools. We answer by email and here.",
  education: "Our support team answers questions about the site and the lessons. It does not give personalised investment, tax or legal advice.",
  category: "What is it about?",
  pickCategory: "Pick what your request is about.",
  subject: "Subject",
  subjectRequired: "Give your request a short subject.",
  subjectTooLong: `Keep the subject under ${SUBJECT_MAX} characters.`,
  message: "Your message",
  messageHint: `Plain text, up to ${MESSAGE_MAX.toLocaleString("en-US")} characters. Links you paste become clickable. Attachments are not accepted.`,
  messageRequired: "Write your message.",
  messageTooLong: `Your message is longer than ${MESSAGE_MAX.toLocaleString("en-US")} characters. Please shorten it.`,
  name: "Your name",
  nameRequired: "Tell us your name.",
  email: "Your email",
  emailInvalid: "Enter an email address such as name@example.com.",
  limitHint: "You can send up to 10 requests a day.",
  signedInAs: (email: string) => `We will answer at ${email}, the address of your account.`,
  send: "Send request",
  limited: "You have sent 10 requests today, the most we accept in a day. Please write again tomorrow; your message is kept below.",
  sentTitle: "Request received",
  sent: "We received your request and emailed you a confirmation with a link to it.",
  signedInSent: "We received your request. You can follow it here; we also emailed you a confirmation.",
  mine: "See your requests",
};

export const THREAD_TEXTS = {
  dashboardTitle: "Support",
  dashboardIntro: "Your requests to our support team and their answers.",
  none: "You have not sent a request yet.",
  newRequest: "New request",
  updated: "Last update",
  you: "You",
  staff: "Moneywise support",
  reply: "Your reply",
  send: "Send reply",
  replied: "Your reply was sent. We will answer by email and here.",
  closedNote: "This request is closed. Replying opens it again.",
  // The note an advisor thread gets when the member moves (rerouteAdvisorThreads).
  moved: (place: string) => `You told us you now live in ${place}.`,
  reroutedTo: "This thread now goes to the adviser registered there: ",
  noAdviserThere: "No adviser is registered there yet: our support team answers this thread until one is.",
  category: "Topic",
  due: (when: string) => `We aim to answer by ${when}.`,
};

export const ADVISOR_TEXTS = {
  title: "Advisor messages",
  intro:
    "A private thread with a registered adviser: an adviser whose registration covers the province or state where you live. Everything else on this site, the personalised plan included, is education and not personalised advice.",
  gateTitle: "Advisor messages come with Elite",
  gateText: "Elite includes messages with a registered adviser where one is registered in your province or state.",
  gateOffer: "See the Elite plan",
  replyNotIncluded:
    "Your plan no longer includes advisor messages, so this thread cannot take a reply. It stays here to read; for anything else, write to our support team.",
  region: "Province or state where you live",
  pickRegion: "Pick the province or state where you live.",
  regionHint: "We route your thread only to an adviser registered there.",
  start: "Send to an adviser",
  started: "Your message was sent.",
  adviser: (name: string) => `Your adviser: ${name}`,
  registration: (body: string, number: string) => `Registered with ${body}, number ${number}.`,
  registeredIn: (places: string) => `Registered in ${places}.`,
  noAdviser: "No registered adviser is available where you live yet; our support team will answer general questions, not investment advice.",
  newThread: "Start a new thread",
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

export const EMAIL_TEXTS = {
  receivedSubject: (subject: string) => `We received your request: ${subject}`,
  received: "Thank you for writing. We received your request and will answer by email.",
  receivedTarget: (when: string) => `We aim to answer by ${when}.`,
  receivedVisitor: "Keep this email: its link is the way to read our answers and reply without an account.",
  replySubject: (subject: string) => `Re: ${subject}`,
  reply: "We answered your request:",
  open: "Read and reply",
  why: "You receive this email because you wrote to our support. We do not send marketing from support.",
  requesterRepliedSubject: (subject: string) => `New reply on a request you hold: ${subject}`,
  requesterReplied: "The person who wrote this request replied. Their message is in the console.",
  openConsole: "Open the request",
};
