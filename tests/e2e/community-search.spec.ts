/**
 * Community search in the browser, with and without JavaScript (issue 25 item 7): a member finds a
 * members' space post by a word in it, highlighted and linked to the post; a learner without a plan is
 * told what a plan opens and finds none of the space's posts; a visitor gets the sign-in gate. Who
 * finds what in every case, hostile queries and paging are tested through the real build in
 * tests/integration/community-search.test.ts.
 */
import { postPath } from "~/features/community/paths";
import { renderPostHtml } from "~/features/community/domain/post-html";
import { grantAccess, writeToServerDatabase } from "./access";
import { expect, test } from "./fixtures";
import { signUpAndSignIn } from "./signed-in";

const USER = "(select id from users where email = ?)";

/** A members' space thread with its opening post by `email`, as the posting code writes one. */
async function spaceThread(email: string, title: string, body: string): Promise<string> {
  const id = crypto.randomUUID();
  const now = Date.now();
  await writeToServerDatabase([
    {
      sql: `insert into community_threads (id, kind, category, title, author_id, post_count, last_post_number, last_post_at, created_at)
            values (?, 'space', 'saving-investing', ?, ${USER}, 1, 1, ?, ?)`,
      args: [id, title, email, now, now],
    },
    {
      sql: `insert into community_posts (id, thread_id, post_number, author_id, body_markdown, body_html, body_hash, created_at)
            values (?, ?, 1, ${USER}, ?, ?, ?, ?)`,
      args: [crypto.randomUUID(), id, email, body, renderPostHtml(body), crypto.randomUUID(), now],
    },
  ]);
  return id;
}

// A sign-up and pages checked with axe (twice each without JavaScript).
test.describe.configure({ timeout: 180_000 });

test("a member searches the members' space and finds a post, highlighted and linked", async ({ page, visit, expectAccessible }) => {
  const email = await signUpAndSignIn(page, "CA");
  await grantAccess(email, { plan: "basic" });
  // Both projects share the server's database: each run searches for a word of its own.
  const word = `kakeibo${crypto.randomUUID().slice(0, 8)}`;
  const threadId = await spaceThread(email, `My ${word} notebook`, `I keep a ${word} notebook for every grocery run.`);

  await visit("/community/search");
  await page.getByLabel("Search posts").fill(word);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`/community/search\\?q=${word}$`));
  const results = page.getByRole("list", { name: "Search results" });
  await expect(results.getByTestId("search-result")).toHaveCount(1);
  await expect(results.getByRole("link", { name: `My ${word} notebook` })).toHaveAttribute("href", postPath(threadId, 1));
  await expect(results.locator("mark")).toHaveText([word, word]);
  await expect(page.getByLabel("Search posts")).toHaveValue(word);
  await expectAccessible();

  // FTS5's syntax typed in the box (an open quote, a lone star, a bracket) is searched for, never obeyed.
  await page.getByLabel("Search posts").fill(`"${word} * (`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=%22/);
  await expect(results.getByTestId("search-result")).toHaveCount(1);
});

test.describe("without a plan or an account", () => {
  // The sign-in gate answers 401, which the browser reports in its console.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test("a learner without a plan is told what a plan opens and finds nothing of the members' space; a visitor gets the sign-in gate", async ({
    page,
    expectAccessible,
  }) => {
    const email = await signUpAndSignIn(page, "US");
    const word = `envelope${crypto.randomUUID().slice(0, 8)}`;
    await spaceThread(email, `Cash ${word} system`, `The ${word} system works for me.`);

    const response = await page.goto(`/community/search?q=${word}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("membership-note")).toContainText("Every plan also opens the members' space");
    await expect(page.getByTestId("search-result")).toHaveCount(0);
    await expect(page.getByText(`No post you can read matches “${word}”.`)).toBeVisible();
    await expectAccessible();

    await page.context().clearCookies();
    const gate = await page.goto(`/community/search?q=${word}`);
    expect(gate?.status()).toBe(401);
    await expect(page.getByRole("heading", { level: 1, name: "Log in to search the community" })).toBeVisible();
    await expect(page.getByText(word)).toHaveCount(0);
    await expectAccessible();
    await page.getByRole("main").getByRole("link", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcommunity%2Fsearch%3Fq%3D/);
  });
});
