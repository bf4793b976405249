import { signedInAs } from "../e2e/signed-in";
import { WORKERD_SERVER } from "../support/arrange";
import { createClient } from "@libsql/client";
import { expect, test } from "./fixtures";
import { changeRole } from "~/features/admin/roles.server";
import { COMMAND_ACTOR } from "~/features/admin/audit.server";
import { parseRoundTrips } from "../../server/app-handler";
import { createDatabase } from "../../db/client";
import { uniqueEmail } from "../e2e/mail";
import { BRIDGE_PORT } from "../support/ports";

const CONSOLE_PAGES = ["/admin", "/admin/learners", "/admin/orders", "/admin/audit", "/admin/overview.csv", "/admin/orders.csv"];

/** The production Worker build: the console is a 404 for a learner, and renders for an admin in one round trip. */
test("a learner gets 404 at /admin; the same account, made admin, gets the console", async ({ page }) => {
  const email = uniqueEmail("workerd-admin");
  await signedInAs(page, email, { server: WORKERD_SERVER });
  for (const path of CONSOLE_PAGES) expect((await page.goto(path))?.status(), path).toBe(404);

  // The grant function `npm run staff` runs, against the Worker's database over libSQL's HTTP protocol.
  // Its own reason: other workerd specs grant roles in the same database at the same time.
  const reason = `workerd test ${email}`;
  const client = createClient({ url: `http://127.0.0.1:${BRIDGE_PORT}` });
  try {
    const change = await changeRole(createDatabase(client, { count: 0 }), { email }, "admin", COMMAND_ACTOR, reason);
    expect(change.changed).toBe(true);
  } finally {
    client.close();
  }

  const response = await page.goto(`/admin/learners?q=${encodeURIComponent(email)}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(parseRoundTrips(response?.headers()["server-timing"] ?? null)).toBe(1);
  await expect(page.getByRole("link", { name: email })).toBeVisible();
  await page.goto("/admin/audit");
  await expect(page.getByTestId("audit-entry").filter({ hasText: reason })).toContainText("Changed a role");

  // Every console page renders on the Worker, private and in one round trip.
  for (const path of CONSOLE_PAGES) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()["cache-control"], path).toBe("private, no-store");
    expect(parseRoundTrips(answer.headers()["server-timing"] ?? null), path).toBe(1);
  }
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
});
