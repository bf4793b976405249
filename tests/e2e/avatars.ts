import type { Page } from "@playwright/test";

/** A picture a learner might link as their avatar: an orange square with a white figure. */
const AVATAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#f59e0b"/><circle cx="32" cy="26" r="12" fill="#fff"/></svg>';

/**
 * Answers the page's requests for pictures on `origin` (an https host a learner typed as their avatar
 * URL) from the test itself, so no test reaches the internet.
 */
export async function serveAvatars(page: Page, origin: string) {
  await page.route(`${origin}/**`, (route) => route.fulfill({ contentType: "image/svg+xml", body: AVATAR_SVG }));
}
