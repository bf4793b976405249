/** The weekly review email's addresses, so the email, Settings and the unsubscribe page link the same way. */

/** Settings' section id (the settings page makes it from the section's title). */
export const REVIEW_EMAIL_SETTINGS_ID = "section-review-emails";
/** Settings, at its Review emails section. */
export const REVIEW_EMAIL_SETTINGS_PATH = `/dashboard/settings#${REVIEW_EMAIL_SETTINGS_ID}`;

/**
 * Where the email's unsubscribe link leads (a page with a button) and where mail clients post RFC
 * 8058's one-click unsubscribe: outside /dashboard, since it answers people without a session.
 */
export const REVIEW_EMAILS_UNSUBSCRIBE_PATH = "/review-emails/unsubscribe";
export const reviewEmailsUnsubscribePath = (token: string) => `${REVIEW_EMAILS_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
