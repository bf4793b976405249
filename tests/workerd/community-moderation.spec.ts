import { signedInAs } from "../e2e/signed-in";
import { WORKERD_SERVER } from "../support/arrange";
import { createClient } from "@libsql/client";
import { expect, test } from "./fixtures";
import { changeRole } from "~/features/admin/roles.server";
import { COMMAND_ACTOR } from "~/features/admin/audit.server";
import { reportPostPath } from "~/features/community/paths";
import { parseRoundTrips } from "../../server/app-handler";
import { createDatabase } from "../../db/client";
import { uniqueEmail } from "../e2e/mail";
import { communityThreadStatements } from "../support/community-moderation-fixtures";
import { BRIDGE_PORT } from "../support/ports";

/**
 * The production Worker build, over libSQL's HTTP protocol: a member reports a post (the rate limit,
 * the insert and the toast), and the console lists it and hides it with its audit entry in one batch;
 * the console's page is private and one round trip, and its suspension dates need Toronto's zone from
 * workerd's Intl.
 */
test("a member's report reaches the console on the Worker, and hiding the post is audited", async ({ page }) => {
  const client = createClient({ url: `http://127.0.0.1:${BRIDGE_PORT}` });
  try {
    const run = crypto.randomUUID().slice(0, 8);
    const body = `Wire me your savings (${run}).`;
    const authorId = crypto.randomUUID();
    const made = communityThreadStatements({ kind: "space", title: `Offer ${run}` }, [{ authorId, body }]);
    await client.batch(
      [
        {
          sql: "insert into users (id, email, password_hash, email_verified_at, country, created_at) values (?, ?, 'unused', ?, 'CA', ?)",
          args: [authorId, uniqueEmail("workerd-author"), Date.now(), Date.now()],
        },
        ...made.statements,
      ],
      "write",
    );

    const email = uniqueEmail("workerd-member");
    await signedInAs(page, email, { server: WORKERD_SERVER });
    await client.execute({
      sql: "insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at) values ((select id from users where email = ?), 1, 'basic', ?, ?)",
      args: [email, Date.now() + 30 * 86_400_000, Date.now()],
    });

    const reportPage = await page.goto(reportPostPath(made.postIds[0]!));
    expect(reportPage?.status()).toBe(200);
    expect(reportPage?.headers()["cache-control"]).toBe("private, no-store");
    expect(parseRoundTrips(reportPage?.headers()["server-timing"] ?? null)).toBe(1);
    await expect(page.getByTestId("reported-post")).toHaveText(body);
    await page.getByLabel("Spam or advertising").check();
    await page.getByRole("button", { name: "Send the report" }).click();
    await expect(page.getByTestId("toast")).toContainText("Our team will review this post.");

    await changeRole(createDatabase(client, { count: 0 }), { email }, "admin", COMMAND_ACTOR, "workerd test");
    const consolePage = await page.goto("/admin/community");
    expect(consolePage?.status()).toBe(200);
    expect(consolePage?.headers()["cache-control"]).toBe("private, no-store");
    expect(parseRoundTrips(consolePage?.headers()["server-timing"] ?? null)).toBe(1);
    const reported = page.getByTestId("community-report").filter({ hasText: body });
    await expect(reported).toContainText("Spam or advertising");
    await reported.locator("summary", { hasText: "Hide the post" }).click();
    const hideForm = reported.locator("form").filter({ has: page.getByRole("button", { name: "Hide the post" }) });
    await hideForm.getByLabel("Reason (kept in the audit log)").fill("Scam on the Worker");
    await hideForm.getByRole("button", { name: "Hide the post" }).click();
    await expect(page.getByTestId("toast")).toContainText("The post is hidden from members and its reports are closed.");

    const entry = await client.execute({
      sql: "select actor_email, reason from audit_log where action = 'community-post-hide' and target = ?",
      args: [`post:${made.postIds[0]}`],
    });
    expect(entry.rows.map((row) => [row.actor_email, row.reason])).toEqual([[email, "Scam on the Worker"]]);
    const hidden = await client.execute({ sql: "select hidden_at from community_threads where id = ?", args: [made.threadId] });
    expect(hidden.rows[0]?.hidden_at).not.toBeNull();
  } finally {
    client.close();
  }
});
