import type { BrowserContext } from "@playwright/test";

/** The lesson media host the e2e Node server names in MEDIA_ORIGIN; the browser tests stub it (nothing is fetched). */
export const E2E_MEDIA_ORIGIN = "https://media.moneywise.test";

/**
 * Answers a lesson video's hosts in `context` (the player's page, the media file and its captions), so a test
 * that opens a lesson whose video another test has just set never reaches the internet. Routing turns the
 * context's HTTP cache off, so only tests that may meet a video call this.
 */
export async function stubLessonMedia(context: BrowserContext): Promise<void> {
  await context.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><p>Video player</p>" }),
  );
  await context.route(`${E2E_MEDIA_ORIGIN}/**`, (route) =>
    route.fulfill(
      route.request().url().endsWith(".vtt")
        ? { contentType: "text/vtt", body: "WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n", headers: { "Access-Control-Allow-Origin": "*" } }
        : { contentType: "video/webm", body: "", headers: { "Access-Control-Allow-Origin": "*" } },
    ),
  );
}
