import { createClient } from "@libsql/client";
import { expect, test } from "./fixtures";
import { loadLessonSources } from "../../content/compile";
import { HOURLY_CRON } from "../../server/crons";
import { pageState } from "../support/axe";
import { BRIDGE_PORT } from "../support/ports";

// The production Worker build, running in workerd, reading Turso-style over HTTP (the bridge).
test("the Worker serves course pages with lesson rows from libSQL", async ({ page, axeChecker }) => {
  const titles = (await loadLessonSources()).filter((lesson) => lesson.courseId === "budget-bootcamp").map((lesson) => lesson.title);
  const response = await page.goto("/courses/budget-bootcamp");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  const items = page.getByRole("list", { name: "Lessons" }).getByRole("listitem");
  await expect(items).toHaveCount(7);
  for (const [index, title] of titles.entries()) await expect(items.nth(index)).toContainText(title);
  expect(await axeChecker.seriousFindings((await pageState(page)).copy)).toEqual([]);
});

test("the Worker serves the hydrated app, its static assets and the 404 page", async ({ page, request }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Courses" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
  expect(errors).toEqual([]);

  const favicon = await request.get("/favicon.svg");
  expect(favicon.status()).toBe(200);

  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("Oops! Page not found");
});

test("the Worker's toast survives the redirect", async ({ page }) => {
  await page.goto("/#pricing");
  await page.locator("#pricing").getByRole("button", { name: "Go Elite" }).click();
  await expect(page.getByTestId("toast")).toContainText("Please log in to subscribe to a plan.");
});

test("the Worker's Cron Trigger deletes finished rate-limit windows, keeps live ones, and recounts the public figures", async ({ request }) => {
  const client = createClient({ url: `http://127.0.0.1:${BRIDGE_PORT}` });
  try {
    const [finished, live] = [`login-ip:cron-finished-${crypto.randomUUID()}`, `login-ip:cron-live-${crypto.randomUUID()}`];
    await client.batch([
      { sql: "insert into rate_limits (key, window_start, count) values (?, ?, 3)", args: [finished, Date.now() - 2 * 86_400_000] },
      { sql: "insert into rate_limits (key, window_start, count) values (?, ?, 3)", args: [live, Date.now()] },
    ]);
    const before = Date.now();
    // What Cloudflare does on the schedule (wrangler dev --test-scheduled).
    expect((await request.get(`/__scheduled?cron=${encodeURIComponent(HOURLY_CRON)}`)).status()).toBe(200);
    const rows = await client.execute({ sql: "select key from rate_limits where key in (?, ?)", args: [finished, live] });
    expect(rows.rows.map((row) => row.key)).toEqual([live]);
    // The one figures' row the pages read, dated by this run.
    const figures = await client.execute("select id, counts, computed_at from site_figures");
    expect(figures.rows).toHaveLength(1);
    expect(Number(figures.rows[0]!.computed_at)).toBeGreaterThanOrEqual(before);
    expect(JSON.parse(String(figures.rows[0]!.counts))).toEqual(
      expect.objectContaining({ learners: expect.any(Number), completions: expect.any(Number), debt: expect.any(Array) }),
    );
  } finally {
    client.close();
  }
});
