/** Every sentence of the weekly review email a learner reads: the email, Settings and Unsubscribe (issue 40 item 4). */
export const REVIEW_EMAIL_TEXTS = {
  email: {
    subject: (due: number) => (due === 1 ? "1 review question is due" : `${due} review questions are due`),
    intro: (due: number) =>
      due === 1
        ? "1 question from your lessons' knowledge checks is ready for review:"
        : `${due} questions from your lessons' knowledge checks are ready for review:`,
    courseLine: (courseTitle: string, due: number) => `${courseTitle}: ${due === 1 ? "1 question" : `${due} questions`}`,
    reviewLink: "Start your review",
    why: "You're getting this because you asked for a weekly email when review questions are due. We send at most one a week, and only when something is due.",
    settingsLink: "Choose which emails you get",
    unsubscribeLink: "Unsubscribe from review emails",
    contact: (email: string) => `Questions? Write to ${email}.`,
  },
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
  unsubscribe: {
    pageTitle: "Unsubscribe from review emails",
    pageDescription: "Stop the weekly review email.",
    heading: "Unsubscribe",
    ask: "Stop the weekly email about review questions that are due?",
    button: "Stop review emails",
    busy: "Saving...",
    done: "You won't get review emails any more.",
    switchBackOn: "You can switch them back on at any time in Settings.",
    settingsLink: "Go to email settings",
    invalid:
      "This unsubscribe link is not valid: it may have been cut off when it was copied. You can switch review emails off in Settings once you sign in.",
  },
} as const;
