import { signedInAs } from "../e2e/signed-in";
import { WORKERD_SERVER } from "../support/arrange";
import { expect, test } from "./fixtures";
import { parseRoundTrips } from "../../server/app-handler";
import { uniqueEmail } from "../e2e/mail";

import { writeToWorkerDatabase } from "../support/worker-database";

const JOIN_URL = "https://meet.example.com/workerd-live-room";

/**
 * The production Worker build runs the live Q&A (issue 26 item 2): the Basic gate, then on Premium an
 * RSVP whose batch (conditional insert, the recount, the facts) runs over libSQL's HTTP protocol, and
 * a page that is private, one round trip, and carries no join link days before the session.
 */
test("a member is gated on Basic, then RSVPs on Premium, on the Worker", async ({ page }) => {
  const email = uniqueEmail("workerd-live");
  await signedInAs(page, email, { server: WORKERD_SERVER });

  const run = crypto.randomUUID().slice(0, 8);
  const eventId = crypto.randomUUID();
  const now = Date.now();
  const user = "(select id from users where email = ?)";
  await writeToWorkerDatabase([
    {
      sql: `insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at) values (${user}, 1, 'basic', ?, ?)`,
      args: [email, now + 30 * 86_400_000, now],
    },
    {
      sql: `insert into live_events (id, title, description, starts_at, duration_minutes, time_zone, capacity, join_url, created_at, updated_at)
        values (?, ?, 'On the Worker.', ?, 60, 'America/Toronto', 5, ?, ?, ?)`,
      args: [eventId, `Worker Q and A ${run}`, now + 3 * 86_400_000, JOIN_URL, now, now],
    },
  ]);

  const gate = await page.goto("/live");
  expect(gate?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Live Q&A is part of Premium" })).toBeVisible();
  expect(await page.content()).not.toContain(run);

  await writeToWorkerDatabase([{ sql: `update subscribers set subscription_tier = 'premium' where user_id = ${user}`, args: [email] }]);
  await page.goto(`/live/${eventId}`);
  await page.getByRole("button", { name: "RSVP" }).click();
  await expect(page.getByTestId("toast")).toContainText("You are going.");
  await expect(page.getByRole("button", { name: "Cancel my RSVP" })).toBeVisible();

  for (const path of [`/live/${eventId}`, `/live/${eventId}.data`]) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()["cache-control"], path).toBe("private, no-store");
    expect(parseRoundTrips(answer.headers()["server-timing"] ?? null), path).toBe(1);
    expect(await answer.text(), path).not.toContain("workerd-live-room");
  }
});
