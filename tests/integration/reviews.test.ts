/**
 * Learners' reviews over a real database and the real build (ADR 033): a course shows no rating, no
 * count and no aggregateRating with zero or four shown reviews, and the same numbers everywhere from
 * five; a hidden review stops counting; only a learner who completed a quarter of the course can write
 * one (a crafted post included); staff hide and restore with a reason in the audit log.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as courseAction } from "~/routes/courses.$courseId";
import { action as reviewsConsoleAction } from "~/routes/admin.reviews";
import { changeRole } from "~/features/admin/roles.server";
import { COMMAND_ACTOR } from "~/features/admin/audit.server";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { readToast } from "~/lib/http/toast.server";
import { auditLog, courseLessons, courseReviews, orders, profiles, subscribers, userProgress } from "../../db/schema";
import { createSignedInUser } from "../support/loaders";
import { cookieOf, formRequest } from "../support/account-actions";
import { servePage } from "../support/pipeline";
import { returnedOrThrown, routeResult } from "../support/route-result";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";

const COURSE = "budget-bootcamp";
const TITLE = "7-Day Budget Bootcamp";
const DAY = 86_400_000;

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: true }, (loaded) => ({ build, test } = loaded));

/**
 * A learner with a name on their profile who bought the Bootcamp (7 lessons) and completed its first
 * `completed` lessons.
 */
async function learner(email: string, completed: number, firstName: string | null = null) {
  const created = await createSignedInUser(test, { email });
  await test.db
    .insert(orders)
    .values({ id: crypto.randomUUID(), userId: created.id, productName: COURSE, status: "paid", amount: 4700, currency: "USD" });
  if (firstName) await test.db.insert(profiles).values({ id: created.id, firstName, lastName: "Tester" });
  const lessons = await test.db
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .where(eq(courseLessons.courseId, COURSE))
    .orderBy(asc(courseLessons.lessonNumber))
    .limit(completed);
  for (const lesson of lessons) {
    await test.db
      .insert(userProgress)
      .values({ userId: created.id, courseId: COURSE, lessonId: lesson.id, completed: true, completedAt: new Date() });
  }
  return { ...created, email };
}

/** `ratings.length` reviews of the Bootcamp, the first written longest ago, by learners who finished it. */
async function seedReviews(ratings: readonly number[]) {
  const authors = [];
  for (const [index, rating] of ratings.entries()) {
    const author = await learner(`reviewer${index}@example.com`, 7, `Reviewer${index}`);
    const at = new Date(Date.now() - (ratings.length - index) * DAY);
    await test.db
      .insert(courseReviews)
      .values({ userId: author.id, courseId: COURSE, rating, body: `Review number ${index}.`, createdAt: at, updatedAt: at });
    authors.push(author);
  }
  return authors;
}

const get = (path: string, cookie?: string) => servePage(build, test, path, { cookie });
/** A page's text as a reader sees it: no script's contents. */
function shownText(document: Document): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const script of body.querySelectorAll("script")) script.remove();
  return body.textContent ?? "";
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";

function structuredData(document: Document) {
  const script = document.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? "null") as { aggregateRating?: { ratingValue: number; reviewCount: number } } | null;
}

/** What each public page says about the Bootcamp's rating. */
async function ratingsShown() {
  const course = await get(`/courses/${COURSE}`);
  const catalogue = await get("/courses");
  const home = await get("/");
  const card = (document: Document) =>
    [...document.querySelectorAll("article")].find((article) => text(article.querySelector("h3")) === TITLE) ?? null;
  return {
    roundTrips: [course.roundTrips, catalogue.roundTrips, home.roundTrips],
    coursePage: text(course.document.querySelector('[data-testid="course-rating"]')),
    jsonLd: structuredData(course.document)?.aggregateRating ?? null,
    reviewsListed: course.document.querySelectorAll('[data-testid="review"]').length,
    catalogueCard: text(card(catalogue.document)?.querySelector('[data-testid="course-rating"]')),
    homeCard: text(card(home.document)?.querySelector('[data-testid="course-rating"]')),
    homeHero: text(home.document.querySelector("#hero-heading")?.parentElement),
    // What a reader sees: the pages' scripts carry the words' templates ("{average} out of 5 ({count} reviews)").
    anyCount: /\b\d+ reviews?\b|out of 5 \(/.test([course, catalogue, home].map(({ document }) => shownText(document)).join(" ")),
  };
}

async function post(action: typeof courseAction | typeof reviewsConsoleAction, path: string, body: Record<string, string>, cookie?: string) {
  const response = await returnedOrThrown(
    action({
      request: formRequest(path, body, cookie),
      params: { courseId: COURSE },
      context: test.requestContext(),
    }),
  );
  const result = routeResult(response);
  const toast =
    response instanceof Response && response.headers.get("Set-Cookie")?.includes("toast")
      ? (await readToast(new Request("http://localhost/", { headers: { Cookie: cookieOf(response.headers, "toast") } }), test.context)).toast
      : null;
  return { ...result, toast };
}

const reviewRows = () => test.db.select().from(courseReviews).orderBy(asc(courseReviews.createdAt));

describe("a course's rating, from its shown reviews", () => {
  it.each([0, 4])("is not shown anywhere with %i reviews: no average, no count, no aggregateRating", async (count) => {
    await seedReviews([5, 1, 4, 5].slice(0, count));
    const shown = await ratingsShown();
    expect(shown).toMatchObject({ coursePage: "", jsonLd: null, catalogueCard: "", homeCard: "", anyCount: false, reviewsListed: count });
    expect(shown.homeHero).not.toMatch(/rated/i);
    // The course page, the catalogue and the home page each read it in their one round trip.
    expect(shown.roundTrips).toEqual([1, 1, 1]);
  });

  it("shows the same average and count everywhere from five, and nothing again once one is hidden", async () => {
    const authors = await seedReviews([5, 4, 4, 5, 5]);
    const expected = "4.6 out of 5 (5 reviews)";
    const shown = await ratingsShown();
    expect(shown).toMatchObject({
      coursePage: expected,
      jsonLd: { ratingValue: 4.6, reviewCount: 5 },
      catalogueCard: expected,
      homeCard: expected,
    });
    expect(shown.homeHero).toContain(`${TITLE} rated ${expected}`);
    // The other courses have no reviews: their cards show nothing.
    const catalogue = await get("/courses");
    expect(catalogue.document.querySelectorAll('[data-testid="course-rating"]')).toHaveLength(1);

    const admin = await createSignedInUser(test, { email: "boss@moneywise.example" });
    await changeRole(test.db, { id: admin.id }, "admin", COMMAND_ACTOR, "test set-up");
    const hidden = await post(
      reviewsConsoleAction,
      "/admin/reviews",
      { intent: "review-hide", review: `${authors[0]!.id}.${COURSE}`, reason: "Insults another learner" },
      admin.cookie,
    );
    expect(hidden.toast).toMatchObject({ type: "success", description: "The review is hidden from the course page." });
    const afterHiding = await ratingsShown();
    expect(afterHiding).toMatchObject({ coursePage: "", jsonLd: null, catalogueCard: "", homeCard: "", anyCount: false, reviewsListed: 4 });
    expect((await get(`/courses/${COURSE}`)).html).not.toContain("Review number 0.");
    const [entry] = await test.db.select().from(auditLog).where(eq(auditLog.action, "review-hide"));
    expect(entry).toMatchObject({ actorId: admin.id, target: `user:${authors[0]!.id}`, reason: "Insults another learner" });
    expect(JSON.parse(entry!.details)).toEqual({ course: COURSE, rating: 5 });

    const restored = await post(
      reviewsConsoleAction,
      "/admin/reviews",
      { intent: "review-restore", review: `${authors[0]!.id}.${COURSE}`, reason: "Appeal upheld" },
      admin.cookie,
    );
    expect(restored.toast).toMatchObject({ type: "success" });
    expect((await ratingsShown()).coursePage).toBe(expected);
    expect(
      await test.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(sql`${auditLog.action} like 'review-%'`),
    ).toHaveLength(2);
  });

  it("lists every shown review newest first, whatever its rating, with the reviewer's name and progress, never an email", async () => {
    const [first, second] = await seedReviews([5, 1]);
    // The second reviewer has since marked five lessons incomplete: progress is counted when the page is shown.
    const lessonIds = (await test.db.select({ id: courseLessons.id }).from(courseLessons).where(eq(courseLessons.courseId, COURSE))).map(
      (row) => row.id,
    );
    await test.db
      .update(userProgress)
      .set({ completed: false })
      .where(and(eq(userProgress.userId, second!.id), sql`${userProgress.lessonId} in (${sql.join(lessonIds.slice(2), sql`, `)})`));
    const { document, html } = await get(`/courses/${COURSE}`);
    const items = [...document.querySelectorAll('[data-testid="review"]')].map(text);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(/^1 out of 5 star\s*Review number 1\.\s*Reviewer1 Tester · Completed 2 of 7 lessons · /);
    expect(items[1]).toMatch(/^5 out of 5 stars\s*Review number 0\.\s*Reviewer0 Tester · Completed the course · /);
    expect(html).not.toContain(first!.email);
    expect(html).not.toContain(second!.email);
  });

  it("pages the list ten at a time, with links that work without JavaScript", async () => {
    await seedReviews(Array.from({ length: 12 }, (_, index) => (index % 5) + 1));
    const first = await get(`/courses/${COURSE}`);
    expect(first.document.querySelectorAll('[data-testid="review"]')).toHaveLength(10);
    const older = [...first.document.querySelectorAll("a")].find((anchor) => text(anchor) === "Older reviews")?.getAttribute("href");
    expect(older).toBe(`/courses/${COURSE}?reviews=2#reviews`);
    const second = await get(`/courses/${COURSE}?reviews=2`);
    expect([...second.document.querySelectorAll('[data-testid="review"]')].map(text).map((item) => item.slice(0, 40))).toEqual([
      expect.stringContaining("Review number 1."),
      expect.stringContaining("Review number 0."),
    ]);
  });
});

describe("writing a review", () => {
  it("is refused to a learner below a quarter of the course, even by a crafted post", async () => {
    const below = await learner("below@example.com", 1);
    const page = await get(`/courses/${COURSE}`, below.cookie);
    expect(page.document.querySelector('[data-testid="review-form"]')).toBeNull();
    const refused = await post(courseAction, `/courses/${COURSE}`, { rating: "5", body: "Great!" }, below.cookie);
    expect(refused.status).toBe(403);
    expect(refused.value.errors.form).toBe("You can review this course once you have completed 2 of its 7 lessons.");
    expect(refused.value.values).toEqual({ rating: "5", body: "Great!" });
    expect(await reviewRows()).toEqual([]);
  });

  it("sends a visitor to sign in", async () => {
    const visitor = await post(courseAction, `/courses/${COURSE}`, { rating: "5", body: "Great!" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect(await reviewRows()).toEqual([]);
  });

  it("answers bad input with a message and the form kept, never a 500", async () => {
    const ana = await learner("ana@example.com", 2);
    for (const [body, field] of [
      [{ rating: "9", body: "Fine." }, "rating"],
      [{ body: "Fine." }, "rating"],
      [{ rating: "4", body: " " }, "body"],
      [{ rating: "4", body: "x".repeat(2001) }, "body"],
    ] as const) {
      const answer = await post(courseAction, `/courses/${COURSE}`, body, ana.cookie);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.value.errors[field]).toBeTruthy();
    }
    expect(await reviewRows()).toEqual([]);
  });

  it("lets a learner at a quarter write one review, see it at once, and edit it in place", async () => {
    const ana = await learner("ana@example.com", 2, "Ana");
    const created = await post(courseAction, `/courses/${COURSE}`, { rating: "2", body: "Too basic for me." }, ana.cookie);
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe(`/courses/${COURSE}#reviews`);
    expect(created.toast).toMatchObject({ description: "Your review is published." });
    const [row] = await reviewRows();
    expect(row).toMatchObject({ userId: ana.id, rating: 2, body: "Too basic for me.", hiddenAt: null });

    // Her next page is private (never shared-cached) and shows her review and her form, prefilled.
    const page = await get(`/courses/${COURSE}`, ana.cookie);
    expect(page.response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE);
    expect(page.roundTrips).toBe(1);
    expect(text(page.document.querySelector('[data-testid="review"]'))).toContain("Ana Tester · Completed 2 of 7 lessons");
    const form = page.document.querySelector('[data-testid="review-form"]')!;
    expect(text(form.querySelector("h3"))).toBe("Edit your review");
    expect(form.querySelector<HTMLInputElement>('input[name="rating"][value="2"]')?.checked).toBe(true);
    expect(form.querySelector("textarea")?.textContent).toBe("Too basic for me.");

    await new Promise((resolve) => setTimeout(resolve, 5));
    const edited = await post(courseAction, `/courses/${COURSE}`, { rating: "4", body: "Better on a second read." }, ana.cookie);
    expect(edited.toast).toMatchObject({ description: "Your review is updated." });
    const rows = await reviewRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 4, body: "Better on a second read.", createdAt: row!.createdAt });
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThan(row!.updatedAt.getTime());
  });

  it("keeps a hidden review hidden when its author edits it", async () => {
    const ana = await learner("ana@example.com", 7);
    await post(courseAction, `/courses/${COURSE}`, { rating: "1", body: "Rude words." }, ana.cookie);
    await test.db.update(courseReviews).set({ hiddenAt: new Date() });
    await post(courseAction, `/courses/${COURSE}`, { rating: "1", body: "Polite words." }, ana.cookie);
    const [row] = await reviewRows();
    expect(row?.hiddenAt).not.toBeNull();
    const page = await get(`/courses/${COURSE}`, ana.cookie);
    expect(page.html).not.toContain('data-testid="review"');
    expect(page.html).toContain("Staff have hidden your review from this page.");
  });
});

describe("a reviewer who no longer has the course (issue 36 item 4)", () => {
  it("can neither edit their review nor write one after a refund or a plan's end; the review stays, marked, and so do critics", async () => {
    const ana = await learner("ana@example.com", 7, "Ana");
    expect((await post(courseAction, `/courses/${COURSE}`, { rating: "1", body: "Not worth it." }, ana.cookie)).status).toBe(302);
    await test.db.update(orders).set({ status: "refunded", refundedAt: new Date() }).where(eq(orders.userId, ana.id));
    const before = await reviewRows();

    const edit = await post(courseAction, `/courses/${COURSE}`, { rating: "5", body: "Changed my mind." }, ana.cookie);
    expect(edit.status).toBe(403);
    expect(edit.value.errors.form).toBe(
      "You can write or change a review while you have the course. Your review stays on the course page as it was.",
    );
    expect(edit.value.values).toEqual({ rating: "5", body: "Changed my mind." });
    // A Basic plan (which opens the Bootcamp) that ended is no access either.
    const ben = await learner("ben@example.com", 4, "Ben");
    await test.db.update(orders).set({ status: "refunded" }).where(eq(orders.userId, ben.id));
    await test.db
      .insert(subscribers)
      .values({ userId: ben.id, subscribed: true, subscriptionTier: "basic", subscriptionEnd: new Date(Date.now() - 60_000) });
    const write = await post(courseAction, `/courses/${COURSE}`, { rating: "5", body: "Great!" }, ben.cookie);
    expect(write.status).toBe(403);
    expect(await reviewRows()).toEqual(before);

    // The critic's review stays listed, with how far she got and that she no longer has the course; no form for her.
    const page = await get(`/courses/${COURSE}`, ana.cookie);
    expect(text(page.document.querySelector('[data-testid="review"]'))).toContain("Ana Tester · Completed the course; no longer has the course");
    expect(page.document.querySelector('[data-testid="review-form"]')).toBeNull();
    expect((await get(`/courses/${COURSE}`, ben.cookie)).document.querySelector('[data-testid="review-form"]')).toBeNull();
  });
});

describe("a learner who holds the course but is below a quarter", () => {
  it("is told how many lessons open the form", async () => {
    const ben = await learner("ben@example.com", 1);
    const page = await get(`/courses/${COURSE}`, ben.cookie);
    expect(text(page.document.querySelector('[data-testid="review-not-yet"]'))).toBe(
      "You can review this course once you have completed 2 of its 7 lessons.",
    );
  });
});

describe("staff moderation", () => {
  it("needs a reason, and changes nothing without one", async () => {
    const [author] = await seedReviews([3]);
    const admin = await createSignedInUser(test, { email: "boss@moneywise.example" });
    await changeRole(test.db, { id: admin.id }, "admin", COMMAND_ACTOR, "test set-up");
    const refused = await post(
      reviewsConsoleAction,
      "/admin/reviews",
      { intent: "review-hide", review: `${author!.id}.${COURSE}`, reason: " " },
      admin.cookie,
    );
    expect(refused.status).toBe(400);
    expect(refused.value.errors.reason).toBe("Give a reason: the audit log keeps it.");
    expect((await reviewRows())[0]?.hiddenAt).toBeNull();
    const unknown = await post(
      reviewsConsoleAction,
      "/admin/reviews",
      { intent: "review-hide", review: `nobody.${COURSE}`, reason: "x" },
      admin.cookie,
    );
    expect(unknown.toast).toMatchObject({ type: "error", description: "There is no such review." });
    expect(
      await test.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.action} like 'review-%'`),
    ).toEqual([]);
  });
});
