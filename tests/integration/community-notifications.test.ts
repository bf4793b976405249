/**
 * Reply notifications over a real database and the real build (issue 25 item 6): who is emailed about
 * a post (followers who may still read the thread, with the emails on, a confirmed address, not the
 * author, at most once an hour per thread, even for two posts at once), what the email says and
 * carries (RFC 8058's headers), one-click unsubscribe from a mail client (no cookie, cross-site), the
 * unsubscribe page (a GET changes nothing; a bad token is a clear 400), Follow/Unfollow and Settings.
 * Threads and posts are written directly here: posting is another part's (it calls
 * `notifyFollowersOfPost` after each post commits, as these tests do).
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifyFollowersOfPost } from "~/features/community/notifications.server";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { readToast } from "~/lib/http/toast.server";
import { seedIfEmpty } from "../../content/compile";
import { communityFollows, communityPosts, communityThreads, notificationSettings, orders, profiles, subscribers, users } from "../../db/schema";
import { cookieOf } from "../support/account-actions";
import { RAW_TEST_SETTINGS } from "../support/database";
import { createSignedInUser } from "../support/loaders";
import { giveActivePlan } from "../support/plans";
import { sendThroughPipeline, servePage } from "../support/pipeline";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";

const HOUR = 3_600_000;
const SITE = RAW_TEST_SETTINGS.SITE_URL;

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: false }, (loaded) => ({ build, test } = loaded));

/** A member with a name on their profile and, unless told otherwise, an active Basic plan (which includes the community). */
async function member(firstName: string, { plan = true, verified = true } = {}) {
  const email = `${firstName.toLowerCase()}-${crypto.randomUUID().slice(0, 6)}@example.com`;
  const created = await createSignedInUser(test, { email });
  await test.db.insert(profiles).values({ id: created.id, firstName, lastName: "Tester" });
  if (!verified) await test.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, created.id));
  if (plan) await giveActivePlan(test, created.id);
  return { ...created, email };
}

let postCount = 0;

/** A post written as posting writes it (numbered, counted), by `authorId`. */
async function post(threadId: string, authorId: string, body: string) {
  const id = `post-${++postCount}-${crypto.randomUUID().slice(0, 6)}`;
  const [thread] = await test.db
    .update(communityThreads)
    .set({
      lastPostNumber: sql`${communityThreads.lastPostNumber} + 1`,
      postCount: sql`${communityThreads.postCount} + 1`,
      lastPostAt: new Date(),
    })
    .where(eq(communityThreads.id, threadId))
    .returning({ number: communityThreads.lastPostNumber });
  await test.db.insert(communityPosts).values({
    id,
    threadId,
    postNumber: thread!.number,
    authorId,
    bodyMarkdown: body,
    bodyHtml: `<p>${body}</p>`,
    bodyHash: id,
    createdAt: new Date(),
  });
  return id;
}

/** A members' space thread started by `authorId`, who follows it as posting makes them. */
async function spaceThread(authorId: string, title = "How do you budget for irregular income?") {
  const id = `thread-${crypto.randomUUID().slice(0, 8)}`;
  await test.db
    .insert(communityThreads)
    .values({ id, kind: "space", category: "budgeting", title, authorId, lastPostAt: new Date(), createdAt: new Date() });
  await post(id, authorId, "I freelance, and some months are thin. **How** do you plan?");
  await follow(authorId, id);
  return id;
}

function follow(userId: string, threadId: string, following = true) {
  return test.db
    .insert(communityFollows)
    .values({ userId, threadId, following })
    .onConflictDoUpdate({ target: [communityFollows.userId, communityFollows.threadId], set: { following } });
}

/** Posts `body` in the thread and runs what posting runs after the response; returns the emails it sent. */
async function reply(threadId: string, authorId: string, body: string) {
  const before = test.outbox.length;
  const postId = await post(threadId, authorId, body);
  await notifyFollowersOfPost(test.requestContext(), { threadId, postId });
  await test.settled();
  return test.outbox.slice(before);
}

const recipients = (mail: { to: string }[]) => mail.map((message) => message.to).sort();

/** One request through the pipeline both entries share (the real build), as a browser or a mail client sends it. */
const send = (path: string, init?: Parameters<typeof sendThroughPipeline>[3]) => sendThroughPipeline(build, test, path, init);

async function toastOf(response: Response) {
  const cookie = cookieOf(response.headers, "toast");
  return (await readToast(new Request(`${SITE}/`, { headers: { Cookie: cookie } }), test.context)).toast;
}

const settingsRow = (userId: string) => test.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
const followRow = async (userId: string, threadId: string) =>
  (
    await test.db
      .select()
      .from(communityFollows)
      .where(and(eq(communityFollows.userId, userId), eq(communityFollows.threadId, threadId)))
  )[0];

/** The https link of the email's List-Unsubscribe header, as a path on the site. */
function unsubscribeLink(message: { headers?: Record<string, string> }) {
  const url = new URL(/^<(https?:[^>]+)>$/.exec(message.headers?.["List-Unsubscribe"] ?? "")![1]!);
  return url.pathname + url.search;
}

describe("who is emailed about a reply", () => {
  it("the thread's followers but not the reply's author, once per thread per hour, and again after the hour", async () => {
    const ana = await member("Ana");
    const ben = await member("Ben");
    const cleo = await member("Cleo");
    const thread = await spaceThread(ana.id);
    await follow(ben.id, thread);
    await follow(cleo.id, thread);

    expect(recipients(await reply(thread, ben.id, "Keep a buffer month."))).toEqual([ana.email, cleo.email].sort());
    // Within the hour Ana and Cleo hear nothing more; Ben, not yet emailed about this thread, hears of Cleo's reply.
    expect(recipients(await reply(thread, cleo.id, "Same here, a buffer works."))).toEqual([ben.email]);
    expect(await reply(thread, ben.id, "Thanks both!")).toEqual([]);

    await test.db.update(communityFollows).set({ lastEmailedAt: new Date(Date.now() - HOUR - 60_000) });
    expect(recipients(await reply(thread, ana.id, "Great ideas."))).toEqual([ben.email, cleo.email].sort());
  });

  it("sends one email per follower for two replies posted at the same moment", async () => {
    const ana = await member("Ana");
    const ben = await member("Ben");
    const cleo = await member("Cleo");
    const thread = await spaceThread(ana.id);
    const [first, second] = [await post(thread, ben.id, "First at once."), await post(thread, cleo.id, "Second at once.")];
    await Promise.all([
      notifyFollowersOfPost(test.requestContext(), { threadId: thread, postId: first }),
      notifyFollowersOfPost(test.requestContext(), { threadId: thread, postId: second }),
    ]);
    await test.settled();
    expect(recipients(test.outbox)).toEqual([ana.email]);
  });

  it("not a member who unfollowed, switched the emails off, or has not confirmed their email", async () => {
    const ana = await member("Ana");
    const unfollowed = await member("Una");
    const switchedOff = await member("Sol");
    const unconfirmed = await member("Nico", { verified: false });
    const replier = await member("Ben");
    const thread = await spaceThread(ana.id);
    await follow(unfollowed.id, thread, false);
    await follow(switchedOff.id, thread);
    await follow(unconfirmed.id, thread);
    await test.db.insert(notificationSettings).values({ userId: switchedOff.id, communityReplies: false, updatedAt: new Date() });

    expect(recipients(await reply(thread, replier.id, "A reply."))).toEqual([ana.email]);
  });

  it("not a member who can no longer read the thread: a lapsed plan in the space, a refunded course under a lesson", async () => {
    const ana = await member("Ana");
    const lapsed = await member("Lou");
    const ben = await member("Ben");
    const space = await spaceThread(ana.id);
    await follow(lapsed.id, space);
    await test.db
      .update(subscribers)
      .set({ subscriptionEnd: new Date(Date.now() - 1000) })
      .where(eq(subscribers.userId, lapsed.id));
    expect(recipients(await reply(space, ben.id, "A reply in the space."))).toEqual([ana.email]);

    // A lesson discussion: a learner who bought the course reads it whatever their plan.
    await seedIfEmpty(test.db);
    const buyer = await member("Bea", { plan: false });
    const other = await member("Otto", { plan: false });
    for (const learner of [buyer, other]) {
      await test.db.insert(orders).values({
        id: `order-${learner.id}`,
        userId: learner.id,
        productName: "debt-elimination-challenge",
        status: "paid",
        amount: 4700,
        currency: "USD",
      });
    }
    const lesson = "thread-lesson";
    await test.db
      .insert(communityThreads)
      .values({ id: lesson, kind: "lesson", courseId: "debt-challenge", lessonNumber: 1, lastPostAt: new Date(), createdAt: new Date() });
    await post(lesson, buyer.id, "Question about lesson 1.");
    await follow(buyer.id, lesson);
    const [email] = await reply(lesson, other.id, "An answer.");
    expect(email?.to).toBe(buyer.email);
    expect(email?.subject).toMatch(/^New reply in "Discussion: .+"$/);

    await test.db
      .update(orders)
      .set({ status: "refunded" })
      .where(eq(orders.id, `order-${buyer.id}`));
    await test.db.update(communityFollows).set({ lastEmailedAt: null });
    expect(await reply(lesson, other.id, "Another answer.")).toEqual([]);
  });

  it("nobody, for a reply hidden or deleted before the emails went out", async () => {
    const ana = await member("Ana");
    const ben = await member("Ben");
    const thread = await spaceThread(ana.id);
    const hidden = await post(thread, ben.id, "Spam.");
    await test.db.update(communityPosts).set({ hiddenAt: new Date() }).where(eq(communityPosts.id, hidden));
    await notifyFollowersOfPost(test.requestContext(), { threadId: thread, postId: hidden });
    await test.settled();
    expect(test.outbox).toEqual([]);
    expect((await followRow(ana.id, thread))?.lastEmailedAt).toBeNull();
  });
});

describe("the reply email", () => {
  it("names the thread and the replier, quotes the reply as plain text, links to it, says why it came, and unsubscribes in one click", async () => {
    const ana = await member("Ana");
    const ben = await member("Ben");
    const thread = await spaceThread(ana.id, "Irregular income");
    const [email] = await reply(thread, ben.id, "Keep a **buffer** month, see [my sheet](https://example.com/x).\n\n<script>alert(1)</script>");
    const postNumber = 2;

    expect(email!.subject).toBe('New reply in "Irregular income"');
    expect(email!.text).toContain('Ben Tester replied in "Irregular income":');
    expect(email!.text).toContain("Keep a buffer month, see my sheet. <script>alert(1)</script>");
    expect(email!.text).toContain(`Read the reply: ${SITE}/community/t/${thread}?after=0#post-${postNumber}`);
    expect(email!.text).toContain("You're getting this because you follow this thread.");
    expect(email!.text).toContain(`${SITE}/dashboard/settings#section-notifications`);
    // The HTML part shows the post's words, never its markup; no address of the replier anywhere.
    expect(email!.html).not.toContain("<script>");
    expect(email!.html).toContain("&lt;script&gt;");
    expect(`${email!.text}${email!.html}`).not.toContain(ben.email);

    expect(email!.headers?.["List-Unsubscribe"]).toMatch(new RegExp(`^<${SITE}/community/unsubscribe\\?token=[\\w.%-]+>$`));
    expect(email!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(email!.text).toContain(`${SITE}${unsubscribeLink(email!)}`);
  });
});

describe("unsubscribing", () => {
  async function emailedMember() {
    const ana = await member("Ana");
    const ben = await member("Ben");
    const thread = await spaceThread(ana.id, "Irregular income");
    const [email] = await reply(thread, ben.id, "A reply.");
    await test.db.update(communityFollows).set({ lastEmailedAt: null });
    return { ana, ben, thread, link: unsubscribeLink(email!) };
  }

  it("one click from a mail client (no cookie, another site's POST) switches the emails off and answers 200", async () => {
    const { ana, ben, thread, link } = await emailedMember();
    const { response } = await send(link, {
      body: { "List-Unsubscribe": "One-Click" },
      headers: { Origin: "https://mail.example", "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE);
    expect((await settingsRow(ana.id))[0]?.communityReplies).toBe(false);
    expect(await reply(thread, ben.id, "Another reply.")).toEqual([]);
  });

  it("opening the link changes nothing; its button then stops every reply email, and Settings switches them back on", async () => {
    const { ana, ben, thread, link } = await emailedMember();
    const page = await servePage(build, test, link);
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE);
    expect(page.document.querySelector("[data-testid=unsubscribe]")?.textContent).toContain('You follow "Irregular income"');
    expect(await settingsRow(ana.id)).toEqual([]);
    expect((await followRow(ana.id, thread))?.following).toBe(true);

    const { response, text } = await send(link, { body: { scope: "all" }, headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(response.status).toBe(200);
    expect(text).toContain("You won&#x27;t get community reply emails any more.");
    expect(text).toContain('href="/dashboard/settings#section-notifications"');
    expect((await settingsRow(ana.id))[0]?.communityReplies).toBe(false);

    const saved = await send("/dashboard/settings", {
      body: { intent: "notifications", communityReplies: "on" },
      cookie: ana.cookie,
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(saved.response.status).toBe(302);
    expect((await settingsRow(ana.id))[0]?.communityReplies).toBe(true);
    expect(recipients(await reply(thread, ben.id, "Back on."))).toEqual([ana.email]);
  });

  it("the page's other button stops this thread only", async () => {
    const { ana, ben, thread, link } = await emailedMember();
    const { response, text } = await send(link, { body: { scope: "thread" }, headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(response.status).toBe(200);
    expect(text).toContain("You won&#x27;t get emails about &quot;Irregular income&quot; any more.");
    expect((await followRow(ana.id, thread))?.following).toBe(false);
    expect(await settingsRow(ana.id)).toEqual([]);
    expect(await reply(thread, ben.id, "Nobody hears this.")).toEqual([]);
  });

  it.each(["", "not-a-token", "eyJ1IjoieCIsInQiOiJ5In0.c2lnbmF0dXJl"])(
    "with a bad token %j answers a clear 400 page and changes nothing",
    async (token) => {
      const { ana } = await emailedMember();
      const page = await servePage(build, test, `/community/unsubscribe?token=${token}`);
      expect(page.response.status).toBe(400);
      expect(page.document.querySelector("[data-testid=unsubscribe]")?.textContent).toContain("This unsubscribe link is not valid");
      const posted = await send(`/community/unsubscribe?token=${token}`, { body: { "List-Unsubscribe": "One-Click" } });
      expect(posted.response.status).toBe(400);
      expect(await settingsRow(ana.id)).toEqual([]);
    },
  );

  it("a token altered to name another member is refused", async () => {
    const { link } = await emailedMember();
    const cleo = await member("Cleo");
    const [payload, signature] = decodeURIComponent(new URL(link, SITE).searchParams.get("token")!).split(".");
    const claim = JSON.parse(Buffer.from(payload!, "base64url").toString()) as { u: string; t: string };
    const forged = `${Buffer.from(JSON.stringify({ ...claim, u: cleo.id })).toString("base64url")}.${signature}`;
    const { response } = await send(`/community/unsubscribe?token=${forged}`, { body: { "List-Unsubscribe": "One-Click" } });
    expect(response.status).toBe(400);
    expect(await settingsRow(cleo.id)).toEqual([]);
  });
});

describe("Follow and Unfollow", () => {
  it("a member who may read the thread follows and unfollows it, and is led back to it with a toast", async () => {
    const ana = await member("Ana");
    const ben = await member("Ben");
    const thread = await spaceThread(ana.id);
    const path = `/community/t/${thread}/follow`;
    const same = { "Sec-Fetch-Site": "same-origin" };
    // What the thread's page offers Ben: its button, and the value that button sends.
    const offered = async () => {
      const page = await servePage(build, test, `/community/t/${thread}`, { cookie: ben.cookie });
      const form = page.document.querySelector("[data-testid=follow-form]");
      return {
        button: form?.querySelector("button")?.textContent,
        sends: form?.querySelector<HTMLInputElement>("input[name=following]")?.value,
      };
    };
    expect(await offered()).toEqual({ button: "Follow", sends: "1" });

    const followed = await send(path, {
      body: { following: "1", returnTo: `/community/t/${thread}?after=30` },
      cookie: ben.cookie,
      headers: same,
    });
    expect(followed.response.status).toBe(302);
    expect(followed.response.headers.get("Location")).toBe(`/community/t/${thread}?after=30`);
    expect(await toastOf(followed.response)).toMatchObject({ title: "Following" });
    expect((await followRow(ben.id, thread))?.following).toBe(true);
    expect(await offered()).toEqual({ button: "Unfollow", sends: "0" });

    const unfollowed = await send(path, { body: { following: "0", returnTo: "https://evil.example/" }, cookie: ben.cookie, headers: same });
    expect(unfollowed.response.headers.get("Location")).toBe(`/community/t/${thread}`);
    expect(await toastOf(unfollowed.response)).toMatchObject({ title: "Unfollowed" });
    expect((await followRow(ben.id, thread))?.following).toBe(false);
    expect(await offered()).toEqual({ button: "Follow", sends: "1" });
  });

  it("is refused to a member who may not read the thread, to a visitor, and to another site", async () => {
    const ana = await member("Ana");
    const free = await member("Fred", { plan: false });
    const thread = await spaceThread(ana.id);
    const path = `/community/t/${thread}/follow`;

    const refused = await send(path, { body: { following: "1" }, cookie: free.cookie, headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(refused.response.status).toBe(404);
    expect(refused.text).toBe("There is no such thread that you can read.");
    expect(await followRow(free.id, thread)).toBeUndefined();

    const unknown = await send("/community/t/no-such-thread/follow", {
      body: { following: "1" },
      cookie: ana.cookie,
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(unknown.response.status).toBe(404);

    const bad = await send(path, { body: { following: "yes" }, cookie: ana.cookie, headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(bad.response.status).toBe(400);

    const visitor = await send(path, { body: { following: "1" } });
    expect(visitor.response.status).toBe(302);
    expect(visitor.response.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(`/community/t/${thread}`)}`);

    const crossSite = await send(path, { body: { following: "0" }, cookie: ana.cookie, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.response.status).toBe(403);
    expect((await followRow(ana.id, thread))?.following).toBe(true);

    // An id no thread has, in a script an HTTP header cannot carry as typed, is led to its (missing) thread.
    const opened = await servePage(build, test, "/community/t/%E3%80%80/follow", { cookie: ana.cookie });
    expect(opened.response.status).toBe(302);
    expect(opened.response.headers.get("Location")).toBe("/community/t/%E3%80%80");
  });
});

describe("Settings → Notifications", () => {
  it("shows the box on by default, in the page's one round trip, and saves it off and on", async () => {
    const ana = await member("Ana");
    const box = async () => {
      const page = await servePage(build, test, "/dashboard/settings", { cookie: ana.cookie });
      const input = page.document.querySelector<HTMLInputElement>("input[name=communityReplies]");
      return {
        checked: input?.checked,
        label: page.document.querySelector(`label[for=communityReplies]`)?.textContent,
        roundTrips: page.roundTrips,
      };
    };
    expect(await box()).toEqual({ checked: true, label: "Email me when someone replies in a community thread I follow", roundTrips: 1 });

    const off = await send("/dashboard/settings", {
      body: { intent: "notifications" },
      cookie: ana.cookie,
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(off.response.headers.get("Location")).toBe("/dashboard/settings");
    expect(await toastOf(off.response)).toMatchObject({ title: "Notifications saved" });
    expect((await box()).checked).toBe(false);
  });
});
