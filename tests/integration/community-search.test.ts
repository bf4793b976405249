/**
 * Community search over a real database and the real build (issue 25 item 7): FTS5 in embedded
 * libSQL, only the threads a learner may read (members' space for members, lesson discussions for
 * lessons they may open), never a hidden or deleted post, highlighted snippets that stay text, 20 a
 * page, no query that can fail, a sign-in gate that sends nothing, and one round trip.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CategorySlug } from "~/features/community/domain/categories";
import { postPath } from "~/features/community/paths";
import { renderPostHtml } from "~/features/community/domain/post-html";
import { communityPosts, communityThreads, orders, profiles, subscribers } from "../../db/schema";
import { createSignedInUser } from "../support/loaders";
import { giveActivePlan } from "../support/plans";
import { servePage } from "../support/pipeline";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";

const DAY = 86_400_000;

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: false }, (loaded) => ({ build, test } = loaded));

const search = (q: string, cookie?: string, extra = "") =>
  servePage(build, test, `/community/search?q=${encodeURIComponent(q)}${extra}`, { cookie });
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";
const results = (document: Document) => [...document.querySelectorAll('[data-testid="search-result"]')];

async function member(email: string) {
  const user = await createSignedInUser(test, { email });
  await giveActivePlan(test, user.id);
  return user;
}

async function buyer(email: string, course: string) {
  const user = await createSignedInUser(test, { email });
  await test.db.insert(orders).values({
    id: `order-${user.id}`,
    userId: user.id,
    productName: course,
    status: "paid",
    amount: 4700,
    taxAmount: 0,
    currency: "CAD",
    providerPaymentId: `pi_${user.id}`,
    createdAt: new Date(),
  });
  return user;
}

let sequence = 0;

/** A thread with its posts (the first is the opening post), written as the posting code writes them. */
async function thread(
  where: { category: CategorySlug } | { courseId: string; lessonNumber: number },
  authorId: string,
  bodies: readonly string[],
  title = "A thread",
) {
  sequence += 1;
  const id = `thread-${sequence}`;
  const at = new Date(Date.now() - DAY + sequence * 1000);
  const lesson = "courseId" in where;
  await test.db.insert(communityThreads).values({
    id,
    kind: lesson ? "lesson" : "space",
    category: lesson ? null : where.category,
    courseId: lesson ? where.courseId : null,
    lessonNumber: lesson ? where.lessonNumber : null,
    title: lesson ? null : title,
    authorId: lesson ? null : authorId,
    postCount: bodies.length,
    lastPostNumber: bodies.length,
    lastPostAt: at,
    createdAt: at,
  });
  await test.db.insert(communityPosts).values(
    bodies.map((body, index) => ({
      id: `${id}-post-${index + 1}`,
      threadId: id,
      postNumber: index + 1,
      authorId,
      bodyMarkdown: body,
      bodyHtml: renderPostHtml(body),
      bodyHash: `${id}-${index}`,
      createdAt: new Date(at.getTime() + index),
    })),
  );
  return id;
}

describe("who finds what", () => {
  it("a member finds members' space posts, highlighted, linked to the post, privately and in one round trip", async () => {
    const author = await member("author@example.com");
    await test.db.insert(profiles).values({ id: author.id, firstName: "Ana", lastName: "Lopez" });
    const reader = await member("reader@example.com");
    const id = await thread(
      { category: "budgeting" },
      author.id,
      ["How I built my emergency fund", "Start with one week of pay, then **grow** the fund."],
      "Emergency fund tips",
    );

    const { response, document, html, roundTrips } = await search("fund", reader.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(roundTrips).toBe(1);
    const found = results(document);
    expect(found).toHaveLength(2);
    const opening = found.find((result) => result.querySelector("a")?.getAttribute("href") === postPath(id, 1))!;
    expect(text(opening.querySelector("a"))).toBe("Emergency fund tips");
    expect([...opening.querySelectorAll("mark")].map(text)).toEqual(["fund", "fund"]);
    expect(text(opening)).toContain("Budgeting · Ana Lopez");
    expect(found.map((result) => result.querySelector("a")?.getAttribute("href")).sort()).toEqual([postPath(id, 1), postPath(id, 2)].sort());
    expect(document.querySelector('[data-testid="membership-note"]')).toBeNull();
    expect(html).not.toContain("author@example.com");
  });

  it("a learner without a plan finds the discussions of lessons they may open, nothing of the members' space, and is told what a plan opens", async () => {
    const author = await member("author@example.com");
    const learner = await buyer("learner@example.com", "budget-bootcamp");
    await thread({ category: "debt" }, author.id, ["Snowball versus avalanche: members only words"], "Members only thread");
    await thread({ courseId: "budget-bootcamp", lessonNumber: 2 }, author.id, ["Tracking every expense for a week changed my budget"]);
    await thread({ courseId: "financial-masterclass", lessonNumber: 1 }, author.id, ["Masterclass expense question"]);

    const page = await search("expense", learner.cookie);
    expect(page.response.status).toBe(200);
    expect(results(page.document).map((result) => text(result.querySelector("p:last-child")))).toEqual([
      "Tracking every expense for a week changed my budget",
    ]);
    expect(text(results(page.document)[0])).toContain("Lesson 2 discussion, 7-Day Budget Bootcamp");
    expect(text(page.document.querySelector('[data-testid="membership-note"]'))).toContain("members' space");

    const spaceWords = await search("snowball", learner.cookie);
    expect(results(spaceWords.document)).toHaveLength(0);
    expect(spaceWords.html).not.toContain("avalanche");
    const data = await servePage(build, test, `/community/search.data?q=snowball`, { cookie: learner.cookie });
    expect(data.response.status).toBe(200);
    expect(data.html).not.toContain("avalanche");
    expect(data.html).not.toContain("Members only thread");
  });

  it("a visitor gets the sign-in gate and nothing of any post, in HTML or .data", async () => {
    const author = await member("author@example.com");
    await thread({ category: "budgeting" }, author.id, ["A secret budgeting tip"], "Secret tip");
    const page = await search("secret");
    expect(page.response.status).toBe(401);
    expect(page.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(text(page.document.querySelector("h1"))).toBe("Log in to search the community");
    expect(page.document.querySelector('a[href="/login?redirectTo=%2Fcommunity%2Fsearch%3Fq%3Dsecret"]')).not.toBeNull();
    expect(page.html).not.toContain("Secret tip");
    const data = await servePage(build, test, "/community/search.data?q=secret");
    expect(data.html).not.toContain("Secret tip");
    expect(data.html).not.toContain("budgeting tip");
  });

  it("an expired plan opens nothing of the members' space", async () => {
    const author = await member("author@example.com");
    const lapsed = await createSignedInUser(test, { email: "lapsed@example.com" });
    await test.db
      .insert(subscribers)
      .values({ userId: lapsed.id, subscribed: true, subscriptionTier: "elite", subscriptionEnd: new Date(Date.now() - DAY) });
    await thread({ category: "budgeting" }, author.id, ["Sinking funds for car repairs"], "Sinking funds");
    expect(results((await search("sinking", lapsed.cookie)).document)).toHaveLength(0);
  });
});

describe("what never matches", () => {
  it("skips hidden posts, deleted posts and every post of a hidden thread, and finds them again once restored", async () => {
    const author = await member("author@example.com");
    const reader = await member("reader@example.com");
    const shown = await thread(
      { category: "budgeting" },
      author.id,
      ["Groceries opening post", "Groceries hidden reply", "Groceries deleted reply"],
      "Shown thread",
    );
    const hidden = await thread(
      { category: "budgeting" },
      author.id,
      ["Groceries in a hidden thread", "Groceries reply in a hidden thread"],
      "Hidden thread",
    );
    await test.db
      .update(communityPosts)
      .set({ hiddenAt: new Date() })
      .where(eq(communityPosts.id, `${shown}-post-2`));
    await test.db
      .update(communityPosts)
      .set({ deletedAt: new Date(), bodyMarkdown: "", bodyHtml: "" })
      .where(eq(communityPosts.id, `${shown}-post-3`));
    await test.db.update(communityThreads).set({ hiddenAt: new Date() }).where(eq(communityThreads.id, hidden));
    await test.db
      .update(communityPosts)
      .set({ hiddenAt: new Date() })
      .where(eq(communityPosts.id, `${hidden}-post-1`));

    const page = await search("groceries", reader.cookie);
    expect(results(page.document).map((result) => text(result.querySelector("p:last-child")))).toEqual(["Groceries opening post"]);
    expect(page.html).not.toContain("hidden reply");
    expect(page.html).not.toContain("hidden thread");

    await test.db
      .update(communityPosts)
      .set({ hiddenAt: null })
      .where(eq(communityPosts.id, `${shown}-post-2`));
    expect(results((await search("groceries", reader.cookie)).document)).toHaveLength(2);
  });
});

describe("what is typed", () => {
  it("never fails, whatever FTS5 syntax, quotes, stars or length is typed", async () => {
    const reader = await member("reader@example.com");
    await thread({ category: "budgeting" }, reader.id, ['Budget "envelopes" AND OR NOT *stars* (brackets) title:colon'], "Syntax");
    const queries = [
      '"',
      '"unbalanced',
      "*",
      "budget*",
      "AND",
      "OR NOT",
      "NEAR(a b)",
      "title:budget",
      "^budget",
      "(",
      ")",
      "-budget",
      "a".repeat(500),
      "'; drop table users; --",
      "\u0000",
      "a\u0000b",
      "💸",
      // Cut at the limit between the two halves of an emoji.
      `${"a ".repeat(99)}b💸`,
      "   ",
    ];
    for (const q of queries) {
      const page = await search(q, reader.cookie);
      expect(page.response.status, q).toBe(200);
      expect(page.roundTrips, q).toBeLessThanOrEqual(1);
    }
    expect(results((await search("envelopes AND", reader.cookie)).document)).toHaveLength(1);
    expect(results((await search('"envelopes', reader.cookie)).document)).toHaveLength(1);
    expect((await search("a".repeat(500), reader.cookie)).document.querySelector<HTMLInputElement>("input[name=q]")?.value).toHaveLength(200);
    expect(text((await search("*", reader.cookie)).document.querySelector("main"))).toContain("Type a word or two");
  });

  it("shows markup a member typed as text in titles and snippets", async () => {
    const author = await member("author@example.com");
    const reader = await member("reader@example.com");
    await thread(
      { category: "budgeting" },
      author.id,
      ["<script>alert(1)</script> <img src=x onerror=alert(2)> payday routine"],
      "<b>Payday</b> \u0002routine",
    );
    const page = await search("payday", reader.cookie);
    const [result] = results(page.document);
    expect(result?.querySelector("script, img, b")).toBeNull();
    expect(text(result?.querySelector("a"))).toBe("<b>Payday</b> routine");
    expect(text(result?.querySelector("p:last-child"))).toContain("<script>alert(1)</script>");
    expect(page.html).not.toContain("<script>alert(1)");
  });

  it("pages 20 results at a time", async () => {
    const reader = await member("reader@example.com");
    await thread(
      { category: "wins" },
      reader.id,
      Array.from({ length: 25 }, (_, index) => `Paid off debt number ${index + 1}`),
      "Wins",
    );
    const first = await search("paid", reader.cookie);
    expect(results(first.document)).toHaveLength(20);
    // Newest first: the last reply written leads the first page, the opening post ends the last.
    expect(text(results(first.document)[0]?.querySelector("p:last-child"))).toBe("Paid off debt number 25");
    const next = first.document.querySelector<HTMLAnchorElement>('nav[aria-label="Page 1"] a[href*="page=2"]');
    expect(text(next)).toBe("Next page");
    const second = await servePage(build, test, next!.getAttribute("href")!, { cookie: reader.cookie });
    expect(results(second.document)).toHaveLength(5);
    expect(text(results(second.document)[4]?.querySelector("p:last-child"))).toBe("Paid off debt number 1");
    expect(second.document.querySelector('a[href*="page=3"]')).toBeNull();
    expect(text(second.document.querySelector('nav[aria-label="Page 2"] a'))).toBe("Previous page");
  });
});
