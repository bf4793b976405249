/**
 * Reports and moderation (issue 25 item 4) over a real database and the real build: a member reports
 * a post they may read, once; their own post and a post they may not read are refused (a 404 that
 * leaks nothing, page and `.data` alike); admins hide, restore, dismiss, lock, pin and suspend, each
 * with a reason in the audit log written with the change; learners and coaches are refused the console.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { asc, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as reportAction } from "~/routes/community.posts.$postId.report";
import { action as consoleAction } from "~/routes/admin.community";
import { changeRole } from "~/features/admin/roles.server";
import { communityConsoleReads, liftSuspension } from "~/features/admin/community-moderation.server";
import { COMMAND_ACTOR } from "~/features/admin/audit.server";
import { REPORT_RATE_LIMIT } from "~/features/community/report.server";
import { suspensionDayRange } from "~/features/community/domain/moderation-rules";
import { postPath, reportPostPath } from "~/features/community/paths";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { RATE_LIMITS } from "~/lib/services/auth/rate-limit.server";
import { readToast } from "~/lib/http/toast.server";
import { auditLog, communityPosts, communityReports, communitySuspensions, communityThreads, profiles } from "../../db/schema";
import { createSignedInUser } from "../support/loaders";
import { beforeBatch } from "../support/race";
import { giveActivePlan } from "../support/plans";
import { cookieOf, formRequest } from "../support/account-actions";
import { communityThreadStatements, type FixturePost, type FixtureThread } from "../support/community-moderation-fixtures";
import { servePage } from "../support/pipeline";
import { returnedOrThrown, routeResult } from "../support/route-result";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: true }, (loaded) => ({ build, test } = loaded));

/** A signed-in account with a profile name, on `plan` (active for a month) or none. */
async function member(email: string, plan: "basic" | "premium" | null, firstName = "Member") {
  const created = await createSignedInUser(test, { email });
  await test.db.insert(profiles).values({ id: created.id, firstName, lastName: "Tester" });
  if (plan) await giveActivePlan(test, created.id, plan);
  return { ...created, email };
}

async function staff(email: string, role: "admin" | "coach") {
  const created = await createSignedInUser(test, { email });
  await changeRole(test.db, { id: created.id }, role, COMMAND_ACTOR, "test set-up");
  return { ...created, email };
}

async function thread(kind: FixtureThread, bodies: readonly FixturePost[]) {
  const made = communityThreadStatements(kind, bodies);
  await test.client.batch(made.statements, "write");
  return made;
}

const get = (path: string, cookie?: string) => servePage(build, test, path, { cookie });

async function post(
  action: typeof reportAction | typeof consoleAction,
  path: string,
  body: Record<string, string>,
  cookie?: string,
  postId = "",
) {
  const response = await returnedOrThrown(
    action({ request: formRequest(path, body, cookie), params: { postId }, context: test.requestContext() }),
  );
  const result = routeResult(response);
  const toast =
    response instanceof Response && response.headers.get("Set-Cookie")?.includes("toast")
      ? (await readToast(new Request("http://localhost/", { headers: { Cookie: cookieOf(response.headers, "toast") } }), test.context)).toast
      : null;
  return { ...result, toast };
}

const report = (postId: string, body: Record<string, string>, cookie?: string) =>
  post(reportAction, reportPostPath(postId), body, cookie, postId);
const moderate = (body: Record<string, string>, cookie?: string) => post(consoleAction, "/admin/community", body, cookie);
const reports = () => test.db.select().from(communityReports).orderBy(asc(communityReports.createdAt));
/** The community's audit entries (set-up's role changes left out). */
const auditRows = () => test.db.select().from(auditLog).where(like(auditLog.action, "community-%")).orderBy(asc(auditLog.createdAt));

describe("reporting a post", () => {
  it("saves one report per member and post: a second says so and changes nothing", async () => {
    const author = await member("author@example.com", "basic", "Olivia");
    const reader = await member("reader@example.com", "basic");
    const { threadId, postIds } = await thread({ kind: "space", title: "Snowball or avalanche?" }, [
      { authorId: author.id, body: "Buy my course at scam.example: **guaranteed** returns." },
      { authorId: reader.id, body: "Neither, pay the highest rate first." },
    ]);

    const page = await get(reportPostPath(postIds[0]!), reader.cookie);
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE);
    expect(page.document.querySelector('[data-testid="reported-post"]')?.textContent).toBe("Buy my course at scam.example: guaranteed returns.");
    expect(page.html).toContain("Posted by Olivia Tester");
    expect(page.html).not.toContain(author.email);
    expect(page.roundTrips).toBe(1);

    const sent = await report(postIds[0]!, { kind: "spam", details: "Advertises a paid course" }, reader.cookie);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(postPath(threadId, 1));
    expect(sent.toast).toMatchObject({ type: "success", title: "Thanks for telling us", description: "Our team will review this post." });
    expect(await reports()).toEqual([
      expect.objectContaining({
        postId: postIds[0],
        reporterId: reader.id,
        reason: "Spam or advertising: Advertises a paid course",
        resolvedAt: null,
      }),
    ]);

    const again = await report(postIds[0]!, { kind: "abuse" }, reader.cookie);
    expect(again.status).toBe(409);
    expect(again.value.errors.form).toBe("You already reported this post.");
    expect(await reports()).toEqual([expect.objectContaining({ reason: "Spam or advertising: Advertises a paid course" })]);
    // The page no longer offers the form.
    const revisit = await get(reportPostPath(postIds[0]!), reader.cookie);
    expect(revisit.document.querySelector('[data-testid="report-form"]')).toBeNull();
    expect(revisit.document.querySelector('[data-testid="report-refused"]')?.textContent).toMatch(/^You already reported this post on /);
  });

  it("sends the report form's words with its page only, and the server's own texts with no page", async () => {
    const author = await member("author@example.com", "basic", "Olivia");
    const reader = await member("reader@example.com", "basic");
    const { threadId, postIds } = await thread({ kind: "space", title: "Snowball or avalanche?" }, [{ authorId: author.id, body: "Hello." }]);
    // Each message travels in the page's data under its key.
    const sentKeys = (html: string) => new Set(html.match(/services\.community\.[\w.-]+/g));
    const serverOnly = (key: string) => /^services\.community\.(action|email|limit|validation|settings|unsubscribe)\./.test(key);

    const reportPage = await get(reportPostPath(postIds[0]!), reader.cookie);
    expect(reportPage.document.querySelector("h1")?.textContent).toBe("Report a post");
    expect(reportPage.document.title).toMatch(/^Report a post/);
    expect(reportPage.document.querySelector('[data-testid="report-form"]')?.textContent).toContain("Spam or advertising");
    expect(sentKeys(reportPage.html)).toContain("services.community.report.title");

    const threadPage = await get(postPath(threadId, 1).split("#")[0]!, reader.cookie);
    expect(threadPage.document.querySelector('[data-testid="post"]')?.textContent).toContain("Report");
    const threadKeys = [...sentKeys(threadPage.html)];
    expect(threadKeys).toContain("services.community.title");
    expect(threadKeys.filter((key) => key.startsWith("services.community.report."))).toEqual([]);
    expect([...threadKeys, ...sentKeys(reportPage.html)].filter(serverOnly)).toEqual([]);
  });

  it("refuses a member's report of their own post", async () => {
    const author = await member("author@example.com", "basic");
    const { postIds } = await thread({ kind: "space", title: "My budget" }, [{ authorId: author.id, body: "Here is my budget." }]);
    const page = await get(reportPostPath(postIds[0]!), author.cookie);
    expect(page.document.querySelector('[data-testid="report-form"]')).toBeNull();
    expect(page.document.querySelector('[data-testid="report-refused"]')?.textContent).toContain("This is your own post");
    const refused = await report(postIds[0]!, { kind: "spam" }, author.cookie);
    expect(refused.status).toBe(403);
    expect(await reports()).toEqual([]);
  });

  it("answers bad input with a message and keeps what was typed", async () => {
    const author = await member("author@example.com", "basic");
    const reader = await member("reader@example.com", "basic");
    const { postIds } = await thread({ kind: "space", title: "Hello" }, [{ authorId: author.id, body: "Hello all." }]);
    const noKind = await report(postIds[0]!, { details: "It is rude" }, reader.cookie);
    expect(noKind.status).toBe(400);
    expect(noKind.value).toMatchObject({ errors: { kind: "Choose what is wrong with this post." }, values: { details: "It is rude" } });
    const otherWithoutWords = await report(postIds[0]!, { kind: "other", details: "  " }, reader.cookie);
    expect(otherWithoutWords.value.errors.details).toBe('Tell us what is wrong when you choose "Something else".');
    const tooLong = await report(postIds[0]!, { kind: "abuse", details: "x".repeat(401) }, reader.cookie);
    expect(tooLong.value.errors.details).toBe("Keep it to 400 characters or fewer.");
    expect(await reports()).toEqual([]);
  });

  it("is limited to ten reports an hour per member, with a sentence saying when to try again", async () => {
    const author = await member("author@example.com", "basic");
    const reader = await member("reader@example.com", "basic");
    const { postIds } = await thread(
      { kind: "space", title: "Many posts" },
      Array.from({ length: REPORT_RATE_LIMIT.max + 1 }, (_, index) => ({ authorId: author.id, body: `Post ${index}` })),
    );
    for (const postId of postIds.slice(0, REPORT_RATE_LIMIT.max))
      expect((await report(postId, { kind: "spam" }, reader.cookie)).status).toBe(302);
    const limited = await report(postIds.at(-1)!, { kind: "spam" }, reader.cookie);
    expect(limited.status).toBe(429);
    expect(limited.value.errors.form).toMatch(/wait an hour/);
    expect(await reports()).toHaveLength(REPORT_RATE_LIMIT.max);
    // The scheduled sweep deletes rate-limit rows older than the longest of RATE_LIMITS: this window must fit in it.
    expect(REPORT_RATE_LIMIT.windowMs).toBeLessThanOrEqual(Math.max(...Object.values(RATE_LIMITS).map((limit) => limit.windowMs)));
  });
});

describe("a post the member may not read", () => {
  it("is a 404 without a word of it, page and .data alike, for a member without a plan or the lesson", async () => {
    const author = await member("author@example.com", "premium");
    const noPlan = await member("free@example.com", null);
    const basic = await member("basic@example.com", "basic");
    const premium = await member("premium@example.com", "premium");
    const secret = "Call the card issuer and ask for a hardship rate";
    const space = await thread({ kind: "space", title: "Members only" }, [{ authorId: author.id, body: `${secret} (space).` }]);
    // Basic opens the Bootcamp only; the Debt Challenge's discussion is for those who may open that course.
    const lesson = await thread({ kind: "lesson", courseId: "debt-challenge", lessonNumber: 2 }, [
      { authorId: author.id, body: `${secret} (lesson).` },
    ]);

    for (const [postId, cookie] of [
      [space.postIds[0]!, noPlan.cookie],
      [lesson.postIds[0]!, noPlan.cookie],
      [lesson.postIds[0]!, basic.cookie],
    ] as const) {
      for (const path of [reportPostPath(postId), `${reportPostPath(postId)}.data`]) {
        const answer = await get(path, cookie);
        expect(answer.response.status, path).toBe(404);
        expect(answer.html, path).not.toContain(secret);
        expect(answer.response.headers.get("Cache-Control"), path).toBe(PRIVATE_CACHE);
      }
      const crafted = await report(postId, { kind: "spam" }, cookie);
      expect(crafted.status).toBe(404);
    }
    expect(await reports()).toEqual([]);
    expect((await get(reportPostPath(space.postIds[0]!), basic.cookie)).response.status).toBe(200);
    expect((await get(reportPostPath(lesson.postIds[0]!), premium.cookie)).html).toContain(`${secret} (lesson).`);
  });

  it("is a 404 once hidden, deleted, or in a hidden thread; a visitor is sent to sign in", async () => {
    const author = await member("author@example.com", "basic");
    const reader = await member("reader@example.com", "basic");
    const { threadId, postIds } = await thread({ kind: "space", title: "Gone" }, [
      { authorId: author.id, body: "Opening." },
      { authorId: author.id, body: "Hidden reply." },
      { authorId: author.id, body: "Deleted reply." },
    ]);
    await test.db.update(communityPosts).set({ hiddenAt: new Date() }).where(eq(communityPosts.id, postIds[1]!));
    await test.db.update(communityPosts).set({ deletedAt: new Date() }).where(eq(communityPosts.id, postIds[2]!));
    expect((await get(reportPostPath(postIds[1]!), reader.cookie)).response.status).toBe(404);
    expect((await get(reportPostPath(postIds[2]!), reader.cookie)).response.status).toBe(404);
    expect((await get(reportPostPath("no-such-post"), reader.cookie)).response.status).toBe(404);
    await test.db.update(communityThreads).set({ hiddenAt: new Date() }).where(eq(communityThreads.id, threadId));
    expect((await get(reportPostPath(postIds[0]!), reader.cookie)).response.status).toBe(404);

    const visitor = await get(reportPostPath(postIds[0]!));
    expect(visitor.response.status).toBe(302);
    expect(visitor.response.headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Fcommunity%2Fposts%2F/);
  });
});

describe("moderation in the console", () => {
  async function reportedThread() {
    const author = await member("author@example.com", "basic", "Olivia");
    const reader = await member("reader@example.com", "basic", "Rae");
    const other = await member("other@example.com", "basic", "Omar");
    const made = await thread({ kind: "space", title: "Get rich quick" }, [
      { authorId: author.id, body: "Send me **$100** and I double it.", html: "<p>Send me <strong>$100</strong> and I double it.</p>" },
      { authorId: reader.id, body: "This is a scam." },
    ]);
    await report(made.postIds[0]!, { kind: "spam" }, reader.cookie);
    await report(made.postIds[0]!, { kind: "other", details: "Asks for money" }, other.cookie);
    return { author, reader, ...made };
  }

  it("lists open reports grouped by post, with their count, reasons, the post's HTML and its author's email, in one round trip", async () => {
    const admin = await staff("boss@moneywise.example", "admin");
    const { author, reader, threadId, postIds } = await reportedThread();
    // Another reported post by the same author, and another in the same thread: their forms for that member
    // and that thread must not repeat the first post's ids.
    const { postIds: later } = await thread({ kind: "space", title: "Another" }, [{ authorId: author.id, body: "Still selling." }]);
    await report(later[0]!, { kind: "spam" }, reader.cookie);
    await report(postIds[1]!, { kind: "abuse" }, author.cookie);
    const page = await get("/admin/community", admin.cookie);
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE);
    expect(page.roundTrips).toBe(1);
    const items = page.document.querySelectorAll('[data-testid="community-report"]');
    expect(items).toHaveLength(3);
    const item = items[0]!;
    expect(item.textContent).toContain("2 reports");
    expect([...item.querySelectorAll("ul.list-disc li")].map((li) => li.textContent).sort()).toEqual([
      "Something else: Asks for money",
      "Spam or advertising",
    ]);
    // The stored HTML, served as it was saved (sanitized then).
    expect(item.querySelector(".post-body")?.innerHTML).toBe("<p>Send me <strong>$100</strong> and I double it.</p>");
    expect(item.textContent).toContain(`Olivia Tester (${author.email})`);
    expect(item.querySelector(`a[href="${postPath(threadId, 1)}"]`)?.textContent).toBe("Get rich quick");
    expect(items[1]!.textContent).toContain("1 report");
    const ids = [...page.document.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("reads the open reports through their index, not by reading every report", async () => {
    const [queue] = communityConsoleReads(test.context, sql`1`, null, new Date());
    const { sql: text, params } = queue.toSQL();
    const plan = await test.client.execute({ sql: `explain query plan ${text}`, args: params as never[] });
    expect(plan.rows.map((row) => String(row.detail))).toContain(
      "SEARCH community_reports USING INDEX community_reports_open_idx (resolved_at=?)",
    );
  });

  it("hides the opening post with the thread, closes its reports, and restores both, each in the audit log", async () => {
    const admin = await staff("boss@moneywise.example", "admin");
    const { threadId, postIds } = await reportedThread();
    const noReason = await moderate({ intent: "community-post-hide", form: "x", post: postIds[0]! }, admin.cookie);
    expect(noReason.status).toBe(400);
    expect(noReason.value).toMatchObject({ form: "x", errors: { reason: "Give a reason: the audit log keeps it." } });
    expect(await auditRows()).toEqual([]);

    const hidden = await moderate({ intent: "community-post-hide", post: postIds[0]!, reason: "Scam" }, admin.cookie);
    expect(hidden.toast).toMatchObject({ type: "success", description: "The post is hidden from members and its reports are closed." });
    const [threadRow] = await test.db.select().from(communityThreads).where(eq(communityThreads.id, threadId));
    expect(threadRow).toMatchObject({ hiddenAt: expect.any(Date), postCount: 1 });
    expect((await test.db.select().from(communityPosts).where(eq(communityPosts.id, postIds[0]!)))[0]!.hiddenAt).toBeInstanceOf(Date);
    expect((await reports()).every((row) => row.resolvedAt !== null)).toBe(true);
    const [entry] = await auditRows();
    expect(entry).toMatchObject({
      action: "community-post-hide",
      actorId: admin.id,
      actorEmail: admin.email,
      target: `post:${postIds[0]}`,
      reason: "Scam",
    });
    expect(JSON.parse(entry!.details)).toMatchObject({ thread: threadId, post: 1, reports: 2 });
    expect((await moderate({ intent: "community-post-hide", post: postIds[0]!, reason: "Again" }, admin.cookie)).toast).toMatchObject({
      type: "error",
      description: "This post is already hidden.",
    });

    // The console lists it as hidden, and the queue is empty.
    const page = await get("/admin/community", admin.cookie);
    expect(page.document.querySelectorAll('[data-testid="community-report"]')).toHaveLength(0);
    expect(page.document.querySelector('[data-testid="community-hidden-post"]')?.textContent).toContain("Hidden from members since");

    const restored = await moderate({ intent: "community-post-restore", post: postIds[0]!, reason: "Appeal upheld" }, admin.cookie);
    expect(restored.toast).toMatchObject({ type: "success" });
    const [after] = await test.db.select().from(communityThreads).where(eq(communityThreads.id, threadId));
    expect(after).toMatchObject({ hiddenAt: null, postCount: 2 });
    expect(await auditRows()).toEqual([
      expect.objectContaining({ action: "community-post-hide" }),
      expect.objectContaining({ action: "community-post-restore", actorId: admin.id, reason: "Appeal upheld", target: `post:${postIds[0]}` }),
    ]);
  });

  it("hides the first post of a lesson's discussion without the discussion, which its readers keep reading", async () => {
    const admin = await staff("boss@moneywise.example", "admin");
    const spammer = await member("spammer@example.com", "basic");
    const learner = await member("learner@example.com", "basic");
    const lesson = await thread({ kind: "lesson", courseId: "budget-bootcamp", lessonNumber: 2 }, [
      { authorId: spammer.id, body: "Cheap loans, click here." },
      { authorId: learner.id, body: "How do I split a shared rent?" },
    ]);
    const hidden = await moderate({ intent: "community-post-hide", post: lesson.postIds[0]!, reason: "Spam" }, admin.cookie);
    expect(hidden.toast).toMatchObject({ type: "success" });
    const [threadRow] = await test.db.select().from(communityThreads).where(eq(communityThreads.id, lesson.threadId));
    expect(threadRow).toMatchObject({ hiddenAt: null, postCount: 1 });
    const page = await get(`/community/t/${lesson.threadId}`, learner.cookie);
    expect(page.response.status).toBe(200);
    expect(page.html).toContain("How do I split a shared rent?");
    expect(page.html).not.toContain("Cheap loans");
  });

  it("hides a reply without its thread, and dismisses reports without touching the post", async () => {
    const admin = await staff("boss@moneywise.example", "admin");
    const { threadId, postIds, author } = await reportedThread();
    await report(postIds[1]!, { kind: "abuse" }, author.cookie);
    await moderate({ intent: "community-post-hide", post: postIds[1]!, reason: "Rude" }, admin.cookie);
    const [threadRow] = await test.db.select().from(communityThreads).where(eq(communityThreads.id, threadId));
    expect(threadRow).toMatchObject({ hiddenAt: null, postCount: 1 });

    const dismissed = await moderate({ intent: "community-reports-dismiss", post: postIds[0]!, reason: "Satire, not a scam" }, admin.cookie);
    expect(dismissed.toast).toMatchObject({ type: "success", description: "The reports are closed; the post stays as it is." });
    expect(await test.db.select().from(communityReports).where(eq(communityReports.postId, postIds[0]!))).toEqual([
      expect.objectContaining({ resolvedAt: expect.any(Date) }),
      expect.objectContaining({ resolvedAt: expect.any(Date) }),
    ]);
    expect((await test.db.select().from(communityPosts).where(eq(communityPosts.id, postIds[0]!)))[0]!.hiddenAt).toBeNull();
    const dismissal = (await auditRows()).find((row) => row.action === "community-reports-dismiss");
    expect(dismissal).toMatchObject({ actorId: admin.id, reason: "Satire, not a scam", target: `post:${postIds[0]}` });
  });

  it("locks and pins a thread, refuses to pin a lesson's discussion, and audits each", async () => {
    const admin = await staff("boss@moneywise.example", "admin");
    const { threadId } = await reportedThread();
    for (const intent of ["community-thread-lock", "community-thread-pin", "community-thread-unlock", "community-thread-unpin"]) {
      expect((await moderate({ intent, thread: threadId, reason: `Because ${intent}` }, admin.cookie)).toast, intent).toMatchObject({
        type: "success",
      });
    }
    expect((await moderate({ intent: "community-thread-unpin", thread: threadId, reason: "Again" }, admin.cookie)).toast).toMatchObject({
      type: "error",
      description: "This thread is not pinned.",
    });
    const rows = await auditRows();
    expect(rows.map((row) => [row.action, row.target, row.actorId, row.reason])).toEqual(
      ["community-thread-lock", "community-thread-pin", "community-thread-unlock", "community-thread-unpin"].map((action) => [
        action,
        `thread:${threadId}`,
        admin.id,
        `Because ${action}`,
      ]),
    );
    // Where, not the author's title: the log outlives their account.
    expect(JSON.parse(rows[0]!.details)).toEqual({ category: "budgeting" });

    await moderate({ intent: "community-thread-lock", thread: threadId, reason: "Heated" }, admin.cookie);
    expect((await test.db.select().from(communityThreads).where(eq(communityThreads.id, threadId)))[0]!.lockedAt).toBeInstanceOf(Date);

    const author = await member("lesson@example.com", "basic");
    const lesson = await thread({ kind: "lesson", courseId: "budget-bootcamp", lessonNumber: 1 }, [{ authorId: author.id, body: "Question." }]);
    expect((await moderate({ intent: "community-thread-pin", thread: lesson.threadId, reason: "Useful" }, admin.cookie)).toast).toMatchObject({
      type: "error",
      description: "A lesson has one discussion: there is nothing to pin it above.",
    });
  });

  it("suspends a member through a future day (end of that day in Toronto), refuses past days, and lifts it, each audited", async () => {
    const admin = await staff("boss@moneywise.example", "admin");
    const { author } = await reportedThread();
    const { min } = suspensionDayRange(new Date());
    const today = await moderate({ intent: "community-suspend", form: "f", user: author.id, until: "2020-01-01", reason: "Spam" }, admin.cookie);
    expect(today.status).toBe(400);
    expect(today.value).toMatchObject({
      form: "f",
      errors: { until: "Choose a day after today (Toronto time)." },
      values: { until: "2020-01-01", reason: "Spam" },
    });
    expect(
      (await moderate({ intent: "community-suspend", user: author.id, until: "soon", reason: "Spam" }, admin.cookie)).value.errors.until,
    ).toBe("Choose the last day of the suspension.");
    expect(await test.db.select().from(communitySuspensions)).toEqual([]);

    const suspended = await moderate({ intent: "community-suspend", user: author.id, until: min, reason: "Repeated spam" }, admin.cookie);
    expect(suspended.toast).toMatchObject({ type: "success" });
    const [row] = await test.db.select().from(communitySuspensions);
    expect(row!.userId).toBe(author.id);
    // Midnight after the chosen day in Toronto: 04:00 or 05:00 UTC the next day.
    expect(row!.until.toISOString()).toMatch(/T0[45]:00:00\.000Z$/);
    expect(row!.until.getTime()).toBeGreaterThan(Date.now());
    const page = await get("/admin/community", admin.cookie);
    expect(page.document.querySelector('[data-testid="community-suspension"]')?.textContent).toContain(author.email);

    const lifted = await moderate({ intent: "community-suspension-lift", user: author.id, reason: "Apologised" }, admin.cookie);
    expect(lifted.toast).toMatchObject({ type: "success", description: "The member can post again." });
    expect(await test.db.select().from(communitySuspensions)).toEqual([]);
    const rows = await test.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${author.id}`));
    expect(rows.map((entry) => [entry.action, entry.actorId, entry.reason])).toEqual([
      ["community-suspend", admin.id, "Repeated spam"],
      ["community-suspension-lift", admin.id, "Apologised"],
    ]);
    expect(JSON.parse(rows[0]!.details)).toMatchObject({ through: min });
  });

  it("records a lift only when it lifts: not beside another admin's lift that came first", async () => {
    const member = await createSignedInUser(test, { email: "member@example.com" });
    await test.db.insert(communitySuspensions).values({ userId: member.id, until: new Date(Date.now() + 86_400_000), createdAt: new Date() });
    const liftedMeanwhile = beforeBatch(test.db, 1, () => test.db.delete(communitySuspensions));
    const outcome = await liftSuspension({ ...test.requestContext(), db: liftedMeanwhile }, COMMAND_ACTOR, member.id, "Apologised");
    expect(outcome).toMatchObject({ ok: false });
    expect(await test.db.select().from(auditLog).where(eq(auditLog.action, "community-suspension-lift"))).toEqual([]);
  });

  it("refuses learners and coaches, page and actions alike, and changes nothing", async () => {
    const { postIds, reader } = await reportedThread();
    const coach = await staff("coach@moneywise.example", "coach");
    for (const cookie of [reader.cookie, coach.cookie]) {
      const page = await get("/admin/community", cookie);
      expect(page.response.status).toBe(404);
      expect(page.html).not.toContain("Send me");
      const crafted = await moderate({ intent: "community-post-hide", post: postIds[0]!, reason: "Mine now" }, cookie);
      expect(crafted.status).toBe(404);
    }
    expect((await test.db.select().from(communityPosts).where(eq(communityPosts.id, postIds[0]!)))[0]!.hiddenAt).toBeNull();
    expect(await auditRows()).toEqual([]);
  });
});
