/**
 * Reading and writing community posts over a real database and the real build (issue 25 items 1, 2, 5,
 * 8): nothing of a post reaches anyone who may not read it (HTML, `.data`, a direct POST); a double
 * submit makes one post; an over-long body, a suspension, a lock, the limits, a new or unconfirmed
 * account are each refused with the form kept and a sentence saying why; a hidden post is gone for
 * members; each page is one round trip.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as threadAction } from "~/routes/community.t.$threadId";
import { action as newThreadAction } from "~/routes/community.new";
import { action as lessonAction } from "~/routes/courses.$courseId_.lesson.$lessonNumber";
import { deleteAccount } from "~/lib/services/auth/accounts.server";
import { setFollowing } from "~/features/community/follow.server";
import { communityPosts, communitySuspensions, communityThreads, earnedBadges, orders, profiles, users } from "../../db/schema";
import { createSignedInUser } from "../support/loaders";
import { giveActivePlan } from "../support/plans";
import { formRequest } from "../support/account-actions";
import { servePage } from "../support/pipeline";
import { returnedOrThrown, routeResult } from "../support/route-result";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";

const DAY = 86_400_000;
const COURSE = "budget-bootcamp";
const LESSON = `/courses/${COURSE}/lesson/2`;
const SECRET = "Zebra-quartz-secret-envelope-budget";

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: true }, (loaded) => ({ build, test } = loaded));

type Kind = "member" | "learner" | "buyer" | "admin";

/** A signed-in account of a given standing, two days old and confirmed unless told otherwise. */
async function person(email: string, kind: Kind, { ageDays = 2, verified = true, firstName = "" } = {}) {
  const created = await createSignedInUser(test, { email });
  await test.db
    .update(users)
    .set({
      createdAt: new Date(Date.now() - ageDays * DAY),
      emailVerifiedAt: verified ? new Date() : null,
      role: kind === "admin" ? "admin" : null,
    })
    .where(eq(users.id, created.id));
  if (firstName) await test.db.insert(profiles).values({ id: created.id, firstName, lastName: "Tester" });
  if (kind === "member") await giveActivePlan(test, created.id);
  if (kind === "buyer") {
    await test.db.insert(orders).values({
      id: crypto.randomUUID(),
      userId: created.id,
      productName: COURSE,
      amount: 4900,
      currency: "CAD",
      status: "paid",
    });
  }
  return { ...created, email };
}

type Action = typeof threadAction | typeof newThreadAction | typeof lessonAction;

async function post(action: Action, path: string, params: Record<string, string>, body: Record<string, string>, cookie?: string) {
  const response = await returnedOrThrown(action({ request: formRequest(path, body, cookie), params, context: test.requestContext() }));
  const { status, headers, value } = routeResult(response);
  return { status, data: value, location: headers.get("Location") };
}

const get = (path: string, cookie?: string) => servePage(build, test, path, { cookie });

/** A member's new thread with `body` as its opening post, through the form without JavaScript. */
async function startThread(author: { cookie: string }, body = SECRET, title = "Envelope budgeting") {
  const answer = await post(newThreadAction, "/community/new", {}, { category: "budgeting", title, body, intent: "post" }, author.cookie);
  expect(answer.status, JSON.stringify(answer.data)).toBe(302);
  const [thread] = await test.db.select().from(communityThreads).where(eq(communityThreads.title, title));
  return thread!.id;
}

const reply = (threadId: string, body: string, cookie: string, extra: Record<string, string> = {}) =>
  post(threadAction, `/community/t/${threadId}`, { threadId }, { body, intent: "post", reload: "1", ...extra }, cookie);

const postsOf = (threadId: string) =>
  test.db.select().from(communityPosts).where(eq(communityPosts.threadId, threadId)).orderBy(asc(communityPosts.postNumber));

describe("who reads a thread of the members' space", () => {
  it("shows members the posts, other learners the title only, visitors the gate: in HTML and .data alike", async () => {
    const author = await person("ana@example.com", "member", { firstName: "Ana" });
    const reader = await person("ben@example.com", "member");
    const outsider = await person("olu@example.com", "learner");
    const threadId = await startThread(author);

    const member = await get(`/community/t/${threadId}`, reader.cookie);
    expect(member.response.status).toBe(200);
    expect(member.html).toContain(SECRET);
    expect(member.document.querySelector('[data-testid="post-author"]')?.textContent).toBe("Ana Tester");
    expect(member.html).not.toContain("ana@example.com");
    expect(member.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(member.roundTrips).toBe(1);

    for (const path of [`/community/t/${threadId}`, `/community/t/${threadId}.data`]) {
      const learner = await get(path, outsider.cookie);
      expect(learner.response.status, path).toBe(403);
      expect(learner.html, path).not.toContain(SECRET);
      expect(learner.html, path).toContain("Envelope budgeting");
      const visitor = await get(path);
      expect(visitor.response.status, path).toBe(401);
      expect(visitor.html, path).not.toContain(SECRET);
      expect(visitor.html, path).not.toContain("Envelope budgeting");
    }
    // The space lists the title for the learner, with the plans; the visitor gets the gate.
    const space = await get("/community", outsider.cookie);
    expect(space.html).toContain("Envelope budgeting");
    expect(space.document.querySelector('[data-testid="join-notice"]')).not.toBeNull();
    expect(space.roundTrips).toBe(1);
    expect((await get("/community")).html).not.toContain("Envelope budgeting");
  });

  it("refuses a direct POST from a learner without a plan, and writes nothing", async () => {
    const author = await person("ana@example.com", "member");
    const outsider = await person("olu@example.com", "learner");
    const threadId = await startThread(author);
    const answer = await reply(threadId, "Let me in", outsider.cookie);
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.data)).not.toContain(SECRET);
    expect((await postsOf(threadId)).length).toBe(1);
    const thread = await post(
      newThreadAction,
      "/community/new",
      {},
      { category: "debt", title: "Hi", body: "Hello", intent: "post" },
      outsider.cookie,
    );
    expect(thread.status).toBe(403);
  });
});

describe("a conversation", () => {
  it("numbers replies, counts them, and links each; the author edits within 15 minutes and deletes, leaving [deleted]", async () => {
    const ana = await person("ana@example.com", "member", { firstName: "Ana" });
    const ben = await person("ben@example.com", "member", { firstName: "Ben" });
    const threadId = await startThread(ana);
    await test.db.insert(earnedBadges).values({ userId: ben.id, badgeId: "course-complete-budget-bootcamp", earnedAt: new Date() });
    const answer = await reply(threadId, "Try the 50/30/20 rule first.", ben.cookie);
    const shown = await get(`/community/t/${threadId}`, ana.cookie);
    // Ben finished the Bootcamp: its badge is beside his name, in words.
    expect(shown.document.querySelector("#post-2")?.textContent).toContain("Ben TesterCompleted 7-Day Budget Bootcamp");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/community/t/${threadId}?after=0#post-2`);
    const [thread] = await test.db.select().from(communityThreads).where(eq(communityThreads.id, threadId));
    expect(thread).toMatchObject({ postCount: 2, lastPostNumber: 2 });

    const [, second] = await postsOf(threadId);
    const edited = await post(
      threadAction,
      `/community/t/${threadId}`,
      { threadId },
      { body: "Try 50/30/20.", intent: "edit", postId: second!.id },
      ben.cookie,
    );
    expect(edited.status).toBe(302);
    // Only the author may change it.
    const notHis = await post(
      threadAction,
      `/community/t/${threadId}`,
      { threadId },
      { body: "Hacked", intent: "edit", postId: second!.id },
      ana.cookie,
    );
    expect(notHis.status).toBe(404);
    let page = await get(`/community/t/${threadId}`, ana.cookie);
    expect(page.html).toContain("Try 50/30/20.");
    expect(page.document.querySelector("#post-2")?.textContent).toContain("(edited)");

    // After 15 minutes the post can no longer be changed.
    await test.db
      .update(communityPosts)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(communityPosts.id, second!.id));
    const late = await post(
      threadAction,
      `/community/t/${threadId}`,
      { threadId },
      { body: "Later", intent: "edit", postId: second!.id },
      ben.cookie,
    );
    expect(late.status).toBe(403);
    expect(late.data.errors.form).toMatch(/15 minutes/);

    // Another member's Delete, with the post's id, leaves it as it was.
    await post(threadAction, `/community/t/${threadId}`, { threadId }, { intent: "delete", postId: second!.id }, ana.cookie);
    page = await get(`/community/t/${threadId}`, ana.cookie);
    expect(page.document.querySelector("#post-2")?.textContent).toContain("Try 50/30/20.");

    const deleted = await post(threadAction, `/community/t/${threadId}`, { threadId }, { intent: "delete", postId: second!.id }, ben.cookie);
    expect(deleted.status).toBe(302);
    page = await get(`/community/t/${threadId}`, ana.cookie);
    expect(page.html).not.toContain("Try 50/30/20.");
    expect(page.document.querySelectorAll('[data-testid="post"]').length).toBe(2);
    expect(page.document.querySelector("#post-2")?.textContent).toContain("[deleted]");
    const [after] = await test.db.select().from(communityThreads).where(eq(communityThreads.id, threadId));
    expect(after!.postCount).toBe(1);
  });

  it("makes one post of two identical submits sent at once", async () => {
    const ana = await person("ana@example.com", "member");
    const ben = await person("ben@example.com", "member");
    const threadId = await startThread(ana);
    const answers = await Promise.all([reply(threadId, "Same words", ben.cookie), reply(threadId, "Same words", ben.cookie)]);
    expect(answers.map((answer) => answer.status)).toEqual([302, 302]);
    expect(answers[0]!.location).toBe(answers[1]!.location);
    expect((await postsOf(threadId)).map((row) => row.bodyMarkdown)).toEqual([SECRET, "Same words"]);
  });

  it("hides a hidden post from members entirely and shows it to admins, marked", async () => {
    const ana = await person("ana@example.com", "member");
    const ben = await person("ben@example.com", "member");
    const admin = await person("staff@example.com", "admin");
    const threadId = await startThread(ana);
    await reply(threadId, "Buy my crypto course", ben.cookie);
    await test.db.update(communityPosts).set({ hiddenAt: new Date() }).where(eq(communityPosts.bodyMarkdown, "Buy my crypto course"));
    for (const path of [`/community/t/${threadId}`, `/community/t/${threadId}.data`]) {
      expect((await get(path, ana.cookie)).html, path).not.toContain("Buy my crypto course");
    }
    const staff = await get(`/community/t/${threadId}`, admin.cookie);
    expect(staff.html).toContain("Buy my crypto course");
    expect(staff.document.querySelector("#post-2")?.textContent).toContain("Hidden by staff");
  });

  it("treats an admin whose email is unconfirmed as a learner without a plan, as the console does", async () => {
    const ana = await person("ana@example.com", "member");
    const unconfirmed = await person("typed-admin@example.com", "admin", { verified: false });
    const threadId = await startThread(ana);
    for (const path of [`/community/t/${threadId}`, `/community/t/${threadId}.data`]) {
      const page = await get(path, unconfirmed.cookie);
      expect(page.response.status, path).toBe(403);
      expect(page.html, path).not.toContain(SECRET);
    }
    // The statements that write hold the same rule: nothing is posted, and the thread cannot be followed.
    expect((await reply(threadId, "Hello from staff", unconfirmed.cookie)).status).toBe(403);
    expect((await postsOf(threadId)).length).toBe(1);
    expect(await setFollowing(test.requestContext(), unconfirmed.id, threadId, true)).toBeNull();
    await test.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, unconfirmed.id));
    expect(await setFollowing(test.requestContext(), unconfirmed.id, threadId, true)).not.toBeNull();
  });
});

describe("a long thread", () => {
  it("shows 30 posts a page after a post-number cursor, and a reply's link opens its page", async () => {
    const ana = await person("ana@example.com", "member");
    const threadId = await startThread(ana);
    const at = Date.now() - DAY;
    await test.db.insert(communityPosts).values(
      Array.from({ length: 34 }, (_, index) => ({
        id: crypto.randomUUID(),
        threadId,
        postNumber: index + 2,
        authorId: ana.id,
        bodyMarkdown: `Reply ${index + 2}`,
        bodyHtml: `<p>Reply ${index + 2}.</p>`,
        bodyHash: String(index),
        createdAt: new Date(at + index),
      })),
    );
    await test.db.update(communityThreads).set({ postCount: 35, lastPostNumber: 35 }).where(eq(communityThreads.id, threadId));
    const first = await get(`/community/t/${threadId}`, ana.cookie);
    expect(first.document.querySelectorAll('[data-testid="post"]').length).toBe(30);
    expect(first.document.querySelector('a[href$="?after=30"]')?.textContent).toBe("Later posts");
    // The reply form is on the last page.
    expect(first.document.querySelector("#reply-body")).toBeNull();
    const second = await get(`/community/t/${threadId}?after=30#post-33`, ana.cookie);
    expect([...second.document.querySelectorAll('[data-testid="post"]')].map((post) => post.id)).toEqual([
      "post-31",
      "post-32",
      "post-33",
      "post-34",
      "post-35",
    ]);
    expect(second.document.querySelector("#reply-body")).not.toBeNull();
    expect(second.roundTrips).toBe(1);
  });
});

describe("what a member may not post", () => {
  it("refuses a 10,001-character body with the limit named, keeping the text", async () => {
    const ana = await person("ana@example.com", "member");
    const threadId = await startThread(ana);
    const answer = await reply(threadId, "x".repeat(10_001), ana.cookie);
    expect(answer.status).toBe(400);
    expect(answer.data.errors.body).toBe("Your post is 10,001 characters; the limit is 10,000.");
    expect(answer.data.values.body).toHaveLength(10_000);
    expect((await postsOf(threadId)).length).toBe(1);
  });

  it("answers a sixth post in 10 minutes with 429, when to try again, and the form kept", async () => {
    const ana = await person("ana@example.com", "member");
    const threadId = await startThread(ana);
    for (const n of [2, 3, 4, 5]) expect((await reply(threadId, `Post ${n}`, ana.cookie)).status).toBe(302);
    const sixth = await reply(threadId, "Post 6", ana.cookie);
    expect(sixth.status).toBe(429);
    expect(sixth.data.errors.form).toMatch(/5 posts in the last 10 minutes.*You can post again in (10|9) minutes\./);
    expect(sixth.data.values.body).toBe("Post 6");
    expect((await postsOf(threadId)).length).toBe(5);
  });

  it("refuses a suspended member until the date, and anyone in a locked thread", async () => {
    const ana = await person("ana@example.com", "member");
    const ben = await person("ben@example.com", "member");
    const threadId = await startThread(ana);
    await test.db.insert(communitySuspensions).values({ userId: ben.id, until: new Date(Date.now() + 3 * DAY), createdAt: new Date() });
    const suspended = await reply(threadId, "Hello", ben.cookie);
    expect(suspended.status).toBe(429);
    expect(suspended.data.errors.form).toMatch(
      /^Staff have suspended you from posting\. You can post again on \w{3} \w{3} \d+(, \d{4})?, \d+:\d\d [AP]M E[SD]T\.$/,
    );

    await test.db.update(communityThreads).set({ lockedAt: new Date() }).where(eq(communityThreads.id, threadId));
    const locked = await reply(threadId, "Still here", ana.cookie);
    expect(locked.status).toBe(403);
    expect(locked.data.errors.form).toMatch(/locked/);
    expect((await postsOf(threadId)).length).toBe(1);
  });

  it("refuses accounts younger than a day that never paid, and unconfirmed emails", async () => {
    const ana = await person("ana@example.com", "member");
    // Staff read the space without a plan: the one account here that never paid.
    const young = await person("young@example.com", "admin", { ageDays: 0.5 });
    const unverified = await person("unverified@example.com", "member", { verified: false });
    const threadId = await startThread(ana);
    // When they may post is said on their own clock.
    await test.db.update(users).set({ timeZone: "America/St_Johns" }).where(eq(users.id, young.id));
    const tooNew = await reply(threadId, "Hi", young.cookie);
    expect(tooNew.status).toBe(429);
    expect(tooNew.data.errors.form).toMatch(/a day old\. You can post on \w{3} \w{3} \d+(, \d{4})?, \d+:\d\d [AP]M N[SD]T\./);
    const unconfirmed = await reply(threadId, "Hi", unverified.cookie);
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.data.errors.form).toMatch(/Confirm your email/);
    expect((await postsOf(threadId)).length).toBe(1);
  });

  it("lets a learner who has just paid, or holds a comp, post at once with a confirmed email (issue 36 item 8)", async () => {
    const ask = (cookie: string, body: string) =>
      post(lessonAction, LESSON, { courseId: COURSE, lessonNumber: "2" }, { body, intent: "post", reload: "1" }, cookie);
    // Ten minutes old: the account, and the course bought with it.
    const buyer = await person("buyer@example.com", "buyer", { ageDays: 10 / 1440 });
    expect((await ask(buyer.cookie, "Does the envelope method work with a credit card?")).status).toBe(302);
    const comped = await person("comp@example.com", "learner", { ageDays: 10 / 1440 });
    await test.db.insert(orders).values({
      id: crypto.randomUUID(),
      userId: comped.id,
      productName: COURSE,
      amount: 0,
      currency: "CAD",
      status: "paid",
      compReason: "Scholarship",
    });
    expect((await ask(comped.cookie, "Where is the worksheet?")).status).toBe(302);
    const member = await person("member@example.com", "member", { ageDays: 10 / 1440 });
    // A plan is paid for too: its new member starts a thread in the space (startThread expects the 302).
    await startThread(member);
    // Paying does not stand in for a confirmed email.
    const unconfirmed = await person("unconfirmed@example.com", "buyer", { ageDays: 10 / 1440, verified: false });
    const refused = await ask(unconfirmed.cookie, "Me too?");
    expect(refused.status).toBe(403);
    expect(refused.data.errors.form).toMatch(/Confirm your email/);
    const [thread] = await test.db.select().from(communityThreads).where(eq(communityThreads.courseId, COURSE));
    expect((await postsOf(thread!.id)).map((row) => row.bodyMarkdown)).toEqual([
      "Does the envelope method work with a credit card?",
      "Where is the worksheet?",
    ]);
  });
});

describe("what a post may hold (issue 36 item 5)", () => {
  it("stores a NUL as U+FFFD and drops other control characters, so the served thread stays well formed", async () => {
    const ana = await person("ana@example.com", "member", { firstName: "Ana" });
    const ben = await person("ben@example.com", "member", { firstName: "Ben" });
    const started = await post(
      newThreadAction,
      "/community/new",
      {},
      {
        category: "budgeting",
        title: "Null\u0000 and\u0001 bell\u0007",
        body: "**bold\u0000 text**\u0007\n\nTab\there\u001b[31m\u007f",
        intent: "post",
      },
      ana.cookie,
    );
    expect(started.status, JSON.stringify(started.data)).toBe(302);
    const [thread] = await test.db.select().from(communityThreads).where(eq(communityThreads.authorId, ana.id));
    expect(thread!.title).toBe("Null\uFFFD and bell");
    expect((await reply(thread!.id, "Ben's reply", ben.cookie)).status).toBe(302);
    const [opening, second] = await postsOf(thread!.id);
    expect(opening!.bodyMarkdown).toBe("**bold\uFFFD text**\n\nTab\there[31m");
    expect(second!.bodyMarkdown).toBe("Ben's reply");

    // The page as a browser without JavaScript parses it: the post's formatting ends with the post.
    const page = await get(`/community/t/${thread!.id}`, ben.cookie);
    const body = page.document.querySelector("#post-1 .post-body")!;
    expect(body.innerHTML).toBe("<p><strong>bold\uFFFD text</strong></p>\n<p>Tab\there[31m</p>");
    const outside = [...page.document.querySelectorAll("strong")].filter((strong) => !body.contains(strong));
    expect(outside.map((strong) => strong.textContent)).toEqual([]);
    expect(page.document.querySelector("#post-2 .post-body")?.innerHTML).toBe("<p>Ben's reply</p>");
    expect(page.document.querySelector("h1")?.textContent).toBe("Null\uFFFD and bell");
    expect(page.document.querySelector("footer")?.closest("li, strong")).toBeNull();
  });

  it("refuses a body of control characters alone as empty", async () => {
    const ana = await person("ana@example.com", "member");
    const threadId = await startThread(ana);
    const answer = await reply(threadId, "\u0001\u0002\u001f\u007f", ana.cookie);
    expect(answer.status).toBe(400);
    expect(answer.data.errors.body).toBe("Write something to post.");
    expect((await postsOf(threadId)).length).toBe(1);
  });
});

describe("Preview (issue 36 item 6)", () => {
  const preview = (threadId: string, body: string, cookie: string) =>
    post(threadAction, `/community/t/${threadId}`, { threadId }, { body, intent: "preview" }, cookie);

  it("answers a member's 31st preview in a minute, on any post form, with 429 and a sentence, the text kept", async () => {
    const ana = await person("ana@example.com", "member");
    const threadId = await startThread(ana);
    for (let n = 1; n <= 29; n++) expect((await preview(threadId, `Draft ${n}`, ana.cookie)).status).toBe(200);
    const lesson = await post(
      lessonAction,
      LESSON,
      { courseId: COURSE, lessonNumber: "2" },
      { body: "Draft 30", intent: "preview", reload: "1" },
      ana.cookie,
    );
    expect(lesson.status).toBe(200);
    const refused = await post(
      newThreadAction,
      "/community/new",
      {},
      { category: "debt", title: "One more", body: "Draft 31", intent: "preview" },
      ana.cookie,
    );
    expect(refused.status).toBe(429);
    expect(refused.data.errors.form).toBe(
      "You have asked for 30 previews in the last minute, the most we allow. You can preview again in a minute.",
    );
    expect(refused.data.values).toMatchObject({ title: "One more", body: "Draft 31" });
    expect(refused.data.preview).toBeUndefined();
    // Another member's previews are their own.
    const ben = await person("ben@example.com", "member");
    expect((await preview(threadId, "Ben's draft", ben.cookie)).status).toBe(200);
  });

  it("previews a body as posting it would store it, and refuses an over-long one with the same message", async () => {
    const ana = await person("ana@example.com", "member");
    const threadId = await startThread(ana);
    // Past the renderer's budget of costly marks: shown as the plain text typed, in preview and post alike.
    const pathological = "- *a **b ".repeat(1_200).slice(0, 10_000);
    const shown = await preview(threadId, pathological, ana.cookie);
    expect(shown.status).toBe(200);
    expect((await reply(threadId, pathological, ana.cookie)).status).toBe(302);
    const [, stored] = await postsOf(threadId);
    expect(shown.data.preview).toBe(stored!.bodyHtml);

    const tooLong = "x".repeat(10_001);
    const [previewed, posted] = [await preview(threadId, tooLong, ana.cookie), await reply(threadId, tooLong, ana.cookie)];
    expect([previewed.status, posted.status]).toEqual([400, 400]);
    expect(previewed.data.errors).toEqual(posted.data.errors);
    expect(previewed.data.preview).toBeUndefined();
  });
});

describe("a lesson's discussion", () => {
  it("is read and written by whoever may open the lesson, and by nobody else in any way", async () => {
    const buyer = await person("buyer@example.com", "buyer", { firstName: "Bea" });
    const outsider = await person("olu@example.com", "learner");
    const first = await post(
      lessonAction,
      LESSON,
      { courseId: COURSE, lessonNumber: "2" },
      { body: SECRET, intent: "post", reload: "1" },
      buyer.cookie,
    );
    expect(first.status).toBe(302);
    expect(first.location).toBe(`${LESSON}#discussion`);

    const page = await get(LESSON, buyer.cookie);
    expect(page.document.querySelector("#discussion")?.textContent).toContain(SECRET);
    expect(page.roundTrips).toBe(1);

    for (const path of [LESSON, `${LESSON}.data`]) {
      for (const cookie of [outsider.cookie, undefined]) {
        const shown = await get(path, cookie);
        expect([401, 403], path).toContain(shown.response.status);
        expect(shown.html, path).not.toContain(SECRET);
      }
    }
    const [thread] = await test.db.select().from(communityThreads).where(eq(communityThreads.courseId, COURSE));
    // The discussion's own page: the buyer reads it by the course they bought (they hold no plan).
    const buyersThreadPage = await get(`/community/t/${thread!.id}`, buyer.cookie);
    expect(buyersThreadPage.response.status).toBe(200);
    expect(buyersThreadPage.document.querySelector("[data-testid=post]")?.textContent).toContain(SECRET);
    const threadPage = await get(`/community/t/${thread!.id}`, outsider.cookie);
    expect(threadPage.response.status).toBe(403);
    expect(threadPage.html).not.toContain(SECRET);

    const direct = await post(
      lessonAction,
      LESSON,
      { courseId: COURSE, lessonNumber: "2" },
      { body: "Let me in", intent: "post" },
      outsider.cookie,
    );
    expect(direct.status).toBe(403);
    const viaThread = await reply(thread!.id, "Let me in", outsider.cookie);
    expect(viaThread.status).toBe(403);
    expect((await postsOf(thread!.id)).map((row) => row.bodyMarkdown)).toEqual([SECRET]);
  });
});

describe("a deleted account", () => {
  it("leaves its posts in place as [deleted], without their text or author, and uncounted", async () => {
    const ana = await person("ana@example.com", "member");
    const ben = await person("ben@example.com", "member", { firstName: "Ben" });
    const threadId = await startThread(ana);
    await reply(threadId, "Ben's words", ben.cookie);
    await deleteAccount(test.context, ben.id);
    const [, gone] = await postsOf(threadId);
    expect(gone).toMatchObject({ authorId: null, bodyMarkdown: "", bodyHtml: "", postNumber: 2 });
    expect(gone!.deletedAt).not.toBeNull();
    const [thread] = await test.db.select().from(communityThreads).where(eq(communityThreads.id, threadId));
    expect(thread!.postCount).toBe(1);
    const page = await get(`/community/t/${threadId}`, ana.cookie);
    expect(page.document.querySelector("#post-2")?.textContent).toContain("[deleted]");
    expect(page.html).not.toContain("Ben Tester");
  });

  it("takes the threads it opened: gone when no one else posted, else untitled and shown as [deleted], its title no longer found", async () => {
    const ana = await person("ana@example.com", "member");
    const ben = await person("ben@example.com", "member");
    const alone = await startThread(ana, "Only mine", "Ana's lonely thread");
    const answered = await startThread(ana, "Ana asks", "Ana's private worry about rent");
    await reply(answered, "Ben's kind answer", ben.cookie);
    await deleteAccount(test.context, ana.id);

    expect(await test.db.select().from(communityThreads).where(eq(communityThreads.id, alone))).toEqual([]);
    expect(await postsOf(alone)).toEqual([]);
    const [kept] = await test.db.select().from(communityThreads).where(eq(communityThreads.id, answered));
    expect(kept).toMatchObject({ title: "", authorId: null });
    const page = await get(`/community/t/${answered}`, ben.cookie);
    expect(page.document.querySelector("h1")?.textContent).toBe("[deleted]");
    expect(page.html).toContain("Ben's kind answer");
    const space = await get("/community", ben.cookie);
    const link = [...space.document.querySelectorAll('[data-testid="thread"] a')].find(
      (a) => a.getAttribute("href") === `/community/t/${answered}`,
    );
    expect(link?.textContent).toBe("[deleted]");
    expect(space.html).not.toContain("private worry");
    const search = await get(`/community/search?q=${encodeURIComponent("worry rent")}`, ben.cookie);
    expect(search.document.querySelectorAll('[data-testid="search-result"]')).toHaveLength(0);
    const answerFound = await get(`/community/search?q=${encodeURIComponent("kind answer")}`, ben.cookie);
    expect(answerFound.document.querySelector('[data-testid="search-result"] a')?.textContent).toBe("[deleted]");
  });
});
