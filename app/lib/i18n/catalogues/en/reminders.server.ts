/** The weekly review email, its unsubscribe page, and other reminder emails. */
import type { Catalogue } from "~/lib/i18n/messages";

export const reminders = {
  // The weekly review email (issue 40 item 4), in its reader's language (users.locale).
  "reminders.email.subject": { one: "{count} review question is due", other: "{count} review questions are due" },
  "reminders.email.intro": {
    one: "{count} question from your lessons' knowledge checks is ready for review:",
    other: "{count} questions from your lessons' knowledge checks are ready for review:",
  },
  "reminders.email.courseLine": { one: "{course}: {count} question", other: "{course}: {count} questions" },
  "reminders.email.reviewLink": "Start your review",
  "reminders.email.why":
    "You're getting this because you asked for a weekly email when review questions are due. We send at most one a week, and only when something is due.",
  /** A link in the plain-text email: its words, then its address. */
  "reminders.email.settingsLink": "Choose which emails you get",
  "reminders.email.unsubscribeLink": "Unsubscribe from review emails",
  "reminders.email.contact": "Questions? Write to {email}.",

  // Its unsubscribe page (the emailed link, and RFC 8058's one-click answer). The page sends `reminders.unsubscribe`.
  "reminders.unsubscribe.title": "Unsubscribe from review emails",
  "reminders.unsubscribe.description": "Stop the weekly review email.",
  "reminders.unsubscribe.heading": "Unsubscribe",
  "reminders.unsubscribe.ask": "Stop the weekly email about review questions that are due?",
  "reminders.unsubscribe.button": "Stop review emails",
  "reminders.unsubscribe.busy": "Saving...",
  "reminders.unsubscribe.done": "You won't get review emails any more.",
  "reminders.unsubscribe.switchBackOn": "You can switch them back on at any time in Settings.",
  "reminders.unsubscribe.settingsLink": "Go to email settings",
  "reminders.unsubscribe.invalid":
    "This unsubscribe link is not valid: it may have been cut off when it was copied. You can switch review emails off in Settings once you sign in.",
} as const satisfies Catalogue;
