/**
 * Settings' Review emails words in English (issue 40 item 4): the form's refusal, which its zod schema
 * makes, and the words the Settings page's catalogue (`account.reviewEmails.*`) keeps to the letter. The
 * email's and the unsubscribe page's words are the `reminders` catalogue's, in both languages.
 */
export const REVIEW_EMAIL_TEXTS = {
  settings: {
    title: "Review emails",
    label: "Email me once a week when review questions are due",
    hint: "One short email, at most once a week and only when questions are due, saying how many are waiting in each course, with a link to your review. You can stop it at any time here or with the link in any of these emails.",
    save: "Save Review Emails",
    busy: "Saving...",
    invalid: "Tick the box or leave it empty, then save.",
    on: { title: "Review emails on", description: "We'll email you once a week when review questions are due." },
    off: { title: "Review emails off", description: "You won't get review emails." },
  },
} as const;
