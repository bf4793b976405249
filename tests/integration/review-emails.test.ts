/**
 * The weekly review email over a real database and the real build (issue 40 item 4): who the hourly
 * work emails (learners who asked for it, with a confirmed address, questions due and no email in 7
 * days; never one without consent), what the email says and carries (RFC 8058's headers), a failed
 * email tried again, one-click unsubscribe from a mail client (no cookie, cross-site), the unsubscribe
 * page (a GET changes nothing; a bad or another email's token is a clear 400), and Settings' box.
 * Each in the learner's language (users.locale): a French reader's email and its links are French, and
 * so is the unsubscribe page they open.
 * Review cards and questions are written directly here: the checks that write them are another part's.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { signUnsubscribeToken } from "~/features/community/domain/unsubscribe-token";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { readToast } from "~/lib/http/toast.server";
import { lessonQuestions, reviewCards, reviewEmailSubscriptions, subscribers, users } from "../../db/schema";
import { runHourlyWork } from "../../server/hourly";
import { cookieOf } from "../support/account-actions";
import { RAW_TEST_SETTINGS } from "../support/database";
import { createSignedInUser } from "../support/loaders";
import { sendThroughPipeline, servePage } from "../support/pipeline";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SITE = RAW_TEST_SETTINGS.SITE_URL;
/** The hourly run's clock: every date below is relative to it. */
const NOW = new Date("2026-03-02T14:17:00Z");

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: false }, (loaded) => ({ build, test } = loaded));

/** Questions of two courses, as the content step writes them. */
async function questions() {
  const question = (courseId: string, lessonNumber: number, key: string) => ({
    id: `${courseId}/${lessonNumber}/${key}`,
    courseId,
    lessonNumber,
    position: 0,
    kind: "single" as const,
    promptHtml: "<p>Which?</p>",
    choicesJson: "[]",
    keyJson: "{}",
    updatedAt: NOW,
  });
  await test.db
    .insert(lessonQuestions)
    .values([
      question("budget-bootcamp", 1, "a"),
      question("budget-bootcamp", 2, "b"),
      question("budget-bootcamp", 3, "c"),
      question("debt-challenge", 1, "a"),
    ]);
}

/**
 * A learner with review cards due `daysAgo` days before NOW (negative: not yet due), and with the
 * weekly email asked for (`sentDaysAgo` null: never sent yet) or not (`subscribed: false`). They hold
 * every course through a Premium plan for a year, unless `holds` is false (their plan has ended).
 */
async function learner(
  name: string,
  {
    due = [] as [string, number][],
    subscribed = true,
    sentDaysAgo = null as number | null,
    verified = true,
    holds = true,
    locale = null as "en" | "fr" | null,
  } = {},
) {
  const email = `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 6)}@example.com`;
  const created = await createSignedInUser(test, { email });
  await test.db.insert(subscribers).values({
    userId: created.id,
    subscribed: true,
    subscriptionTier: "premium",
    subscriptionEnd: new Date(NOW.getTime() + (holds ? 365 : -1) * DAY),
  });
  if (!verified) await test.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, created.id));
  if (locale) await test.db.update(users).set({ locale }).where(eq(users.id, created.id));
  for (const [questionId, daysAgo] of due) {
    await test.db.insert(reviewCards).values({
      userId: created.id,
      questionId,
      box: 1,
      dueAt: new Date(NOW.getTime() - daysAgo * DAY),
      answeredAt: new Date(NOW.getTime() - daysAgo * DAY - DAY),
    });
  }
  if (subscribed) {
    await test.db.insert(reviewEmailSubscriptions).values({
      userId: created.id,
      consentedAt: new Date(NOW.getTime() - 30 * DAY),
      lastSentAt: sentDaysAgo === null ? null : new Date(NOW.getTime() - sentDaysAgo * DAY),
    });
  }
  return { ...created, email };
}

/** The learner's consent while it stands (a withdrawn one is no consent). */
const subscription = async (userId: string) =>
  (
    await test.db
      .select()
      .from(reviewEmailSubscriptions)
      .where(and(eq(reviewEmailSubscriptions.userId, userId), isNull(reviewEmailSubscriptions.withdrawnAt)))
  )[0];

/** Runs the hourly work at `at` and returns the emails it sent. */
async function hourly(at: Date) {
  const before = test.outbox.length;
  await runHourlyWork(test.context, null, at);
  return test.outbox.slice(before);
}

const recipients = (mail: { to: string }[]) => mail.map((message) => message.to).sort();

/** The https link of the email's List-Unsubscribe header, as a path on the site. */
function unsubscribeLink(message: { headers?: Record<string, string> }) {
  const url = new URL(/^<(https?:[^>]+)>$/.exec(message.headers?.["List-Unsubscribe"] ?? "")![1]!);
  return url.pathname + url.search;
}

/** One request through the pipeline both entries share (the real build), as a browser or a mail client sends it. */
const send = (path: string, init?: Parameters<typeof sendThroughPipeline>[3]) => sendThroughPipeline(build, test, path, init);

/** A mail client's RFC 8058 one-click POST: from its own servers or a webmail, without the learner's cookie. */
const oneClick = (path: string) =>
  send(path, {
    body: { "List-Unsubscribe": "One-Click" },
    headers: { Origin: "https://mail.example", "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" },
  });

describe("who gets the weekly review email", () => {
  it("learners who asked for it, have questions due and were not emailed in 7 days; never one without consent", async () => {
    await questions();
    const ana = await learner("Ana", {
      due: [
        ["budget-bootcamp/1/a", 2],
        ["budget-bootcamp/2/b", 0],
        ["debt-challenge/1/a", 5],
        ["budget-bootcamp/3/c", -1],
      ],
    });
    const noConsent = await learner("Ben", { due: [["budget-bootcamp/1/a", 2]], subscribed: false });
    const sentRecently = await learner("Cleo", { due: [["budget-bootcamp/1/a", 2]], sentDaysAgo: 3 });
    const sentLastWeek = await learner("Dan", { due: [["debt-challenge/1/a", 1]], sentDaysAgo: 7 });
    const nothingDue = await learner("Eve", { due: [["budget-bootcamp/1/a", -2]] });
    const unconfirmed = await learner("Nico", { due: [["budget-bootcamp/1/a", 2]], verified: false });
    // A card whose question the content no longer has is not counted (the review page cannot ask it).
    const goneQuestion = await learner("Gus", { due: [["budget-bootcamp/9/gone", 2]] });
    // Nor one of a course the learner no longer holds (the review page does not ask it).
    const lapsed = await learner("Lia", { due: [["budget-bootcamp/1/a", 2]], holds: false });

    const sent = await hourly(NOW);
    expect(recipients(sent)).toEqual([ana.email, sentLastWeek.email].sort());
    expect((await subscription(ana.id))?.lastSentAt).toEqual(NOW);
    expect((await subscription(sentLastWeek.id))?.lastSentAt).toEqual(NOW);
    expect((await subscription(sentRecently.id))?.lastSentAt).toEqual(new Date(NOW.getTime() - 3 * DAY));
    for (const other of [nothingDue, unconfirmed, goneQuestion, lapsed]) expect((await subscription(other.id))?.lastSentAt).toBeNull();
    expect(await subscription(noConsent.id)).toBeUndefined();

    // An hour later nobody is emailed again; a week later Ana (her questions still due) is, Cleo's week is
    // up, and Eve's question has fallen due.
    expect(await hourly(new Date(NOW.getTime() + HOUR))).toEqual([]);
    expect(recipients(await hourly(new Date(NOW.getTime() + 7 * DAY)))).toEqual(
      [ana.email, sentRecently.email, sentLastWeek.email, nothingDue.email].sort(),
    );
  });

  it("says how many questions are due in each course, links to the review, Settings and one-click unsubscribe", async () => {
    await questions();
    const ana = await learner("Ana", {
      due: [
        ["debt-challenge/1/a", 5],
        ["budget-bootcamp/1/a", 2],
        ["budget-bootcamp/2/b", 0],
        ["budget-bootcamp/3/c", -1],
      ],
    });
    const [email] = await hourly(NOW);

    expect(email!.to).toBe(ana.email);
    expect(email!.subject).toBe("3 review questions are due");
    // In the catalog's order, whatever the order the cards fell due.
    expect(email!.text).toContain("- 7-Day Budget Bootcamp: 2 questions\n- Debt-Free in 90 Days Challenge: 1 question");
    expect(email!.text).toContain(`Start your review: ${SITE}/dashboard/review`);
    expect(email!.text).toContain(`${SITE}/dashboard/settings#section-review-emails`);
    expect(email!.text).toContain("— Moneywise");
    expect(email!.headers?.["List-Unsubscribe"]).toMatch(new RegExp(`^<${SITE}/review-emails/unsubscribe\\?token=[\\w.%-]+>$`));
    expect(email!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(email!.text).toContain(`${SITE}${unsubscribeLink(email!)}`);
  });

  it("is written in the learner's language, its course titles and links French for a French reader", async () => {
    await questions();
    const ana = await learner("Ana", { due: [["budget-bootcamp/1/a", 2]] });
    const eloise = await learner("Eloise", {
      locale: "fr",
      due: [
        ["debt-challenge/1/a", 5],
        ["budget-bootcamp/1/a", 2],
      ],
    });
    const sent = await hourly(NOW);
    const french = sent.find((message) => message.to === eloise.email)!;
    expect(french.subject).toBe("2 questions de révision vous attendent");
    expect(french.text).toContain("- Camp budgétaire de 7 jours : 1 question\n- Défi : sans dettes en 90 jours : 1 question");
    expect(french.text).toContain(`Commencer votre révision : ${SITE}/fr/dashboard/review`);
    expect(french.text).toContain(`${SITE}/fr/dashboard/settings#section-review-emails`);
    expect(french.headers?.["List-Unsubscribe"]).toMatch(new RegExp(`^<${SITE}/fr/review-emails/unsubscribe\\?token=[\\w.%-]+>$`));
    // A learner who never chose a language is written to in English, as before.
    const english = sent.find((message) => message.to === ana.email)!;
    expect(english.subject).toBe("1 review question is due");
    expect(english.text).toContain(`Start your review: ${SITE}/dashboard/review`);
  });

  it("sends at most 200 a run, those waiting longest first; the rest the next hour", async () => {
    await questions();
    const statements = Array.from({ length: 202 }, (_, index) => {
      const id = `bulk-${String(index).padStart(3, "0")}`;
      // The first three were emailed 30, 29 and 28 days ago; the rest never, and the never-emailed go first.
      const sent = index < 3 ? NOW.getTime() - (30 - index) * DAY : null;
      return [
        {
          sql: "insert into users (id, email, password_hash, country, email_verified_at, created_at) values (?, ?, 'unused', 'CA', 0, 0)",
          args: [id, `${id}@example.com`],
        },
        {
          sql: "insert into review_cards (user_id, question_id, box, due_at, answered_at) values (?, 'budget-bootcamp/1/a', 1, 0, 0)",
          args: [id],
        },
        { sql: "insert into review_email_subscriptions (user_id, consented_at, last_sent_at) values (?, 0, ?)", args: [id, sent] },
        {
          sql: "insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at) values (?, 1, 'premium', ?, 0)",
          args: [id, NOW.getTime() + 365 * DAY],
        },
      ];
    });
    await test.client.batch(statements.flat(), "write");

    const first = await hourly(NOW);
    expect(first).toHaveLength(200);
    expect(recipients(first).filter((to) => to < "bulk-003")).toEqual(["bulk-000@example.com"]);
    expect(recipients(await hourly(new Date(NOW.getTime() + HOUR)))).toEqual(["bulk-001@example.com", "bulk-002@example.com"]);
  });

  it("an email that fails is reported and tried again the next hour; the others still go", async () => {
    await questions();
    const ana = await learner("Ana", { due: [["budget-bootcamp/1/a", 2]] });
    const ben = await learner("Ben", { due: [["budget-bootcamp/1/a", 2]], sentDaysAgo: 10 });
    const send = test.context.mailer.send;
    vi.spyOn(test.context.mailer, "send").mockImplementation((message) =>
      message.to === ben.email ? Promise.reject(new Error("mail refused")) : send(message),
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});

    expect(recipients(await hourly(NOW))).toEqual([ana.email]);
    expect((await subscription(ben.id))?.lastSentAt).toEqual(new Date(NOW.getTime() - 10 * DAY));
    expect(logged).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(logged.mock.calls[0]![0]))).toMatchObject({
      message: "Sending the weekly review emails failed",
      error: { value: "1 of 2 review emails could not be sent; the next hourly run tries them again" },
    });

    vi.restoreAllMocks();
    expect(recipients(await hourly(new Date(NOW.getTime() + HOUR)))).toEqual([ben.email]);
  });
});

describe("unsubscribing from review emails", () => {
  async function emailedLearner() {
    await questions();
    const ana = await learner("Ana", { due: [["budget-bootcamp/1/a", 2]] });
    const [email] = await hourly(NOW);
    return { ana, link: unsubscribeLink(email!) };
  }

  it("one click from a mail client (no cookie, another site's POST) withdraws the consent and answers 200; no more emails", async () => {
    const { ana, link } = await emailedLearner();
    const { response } = await oneClick(link);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE);
    expect(await subscription(ana.id)).toBeUndefined();
    expect(await hourly(new Date(NOW.getTime() + 8 * DAY))).toEqual([]);
    // Twice changes nothing more.
    expect((await oneClick(link)).response.status).toBe(200);
  });

  it("switched off and on again the same week, sends nothing more until the week is out", async () => {
    const { ana } = await emailedLearner();
    const save = (body: Record<string, string>) =>
      send("/dashboard/settings", {
        body: { intent: "review-emails", ...body },
        cookie: ana.cookie,
        headers: { "Sec-Fetch-Site": "same-origin" },
      });
    await save({});
    expect(await subscription(ana.id)).toBeUndefined();
    await save({ reviewEmails: "on" });
    expect(await subscription(ana.id)).toBeDefined();
    expect(await hourly(new Date(NOW.getTime() + DAY))).toEqual([]);
    expect(await hourly(new Date(NOW.getTime() + 8 * DAY))).toHaveLength(1);
  });

  it("opening the link changes nothing; its button then stops the emails and leads to Settings", async () => {
    const { ana, link } = await emailedLearner();
    const page = await servePage(build, test, link);
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE);
    expect(page.document.querySelector("[data-testid=unsubscribe]")?.textContent).toContain("Stop the weekly email");
    expect(await subscription(ana.id)).toBeDefined();

    const { response, text } = await send(link, { body: {}, headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(response.status).toBe(200);
    expect(text).toContain("You won&#x27;t get review emails any more.");
    expect(text).toContain('href="/dashboard/settings#section-review-emails"');
    expect(await subscription(ana.id)).toBeUndefined();
  });

  it("a French reader's link opens the page in French, and its button and one click answer in French", async () => {
    await questions();
    const eloise = await learner("Eloise", { locale: "fr", due: [["budget-bootcamp/1/a", 2]] });
    const [email] = await hourly(NOW);
    const link = unsubscribeLink(email!);
    expect(link).toMatch(/^\/fr\/review-emails\/unsubscribe\?token=/);
    const page = await servePage(build, test, link);
    expect(page.response.status).toBe(200);
    expect(page.document.documentElement.lang).toBe("fr-CA");
    expect(page.document.title).toContain("Se désabonner des courriels de révision");
    expect(page.document.querySelector("[data-testid=unsubscribe]")?.textContent).toContain(
      "Arrêter le courriel hebdomadaire sur les questions de révision à faire?",
    );

    const { response, text } = await send(link, { body: {}, headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(response.status).toBe(200);
    expect(text).toContain("Vous ne recevrez plus de courriels de révision.");
    expect(text).toContain('href="/fr/dashboard/settings#section-review-emails"');
    expect(await subscription(eloise.id)).toBeUndefined();
    const again = await oneClick(link);
    expect(again.response.status).toBe(200);
    expect(again.text).toContain("Vous ne recevrez plus de courriels de révision.");

    const bad = await servePage(build, test, "/fr/review-emails/unsubscribe?token=not-a-token");
    expect(bad.response.status).toBe(400);
    expect(bad.document.querySelector("[data-testid=unsubscribe]")?.textContent).toContain("Ce lien de désabonnement n’est pas valide");
  });

  it("a bad token, or a community email's, answers a clear 400 and changes nothing", async () => {
    const { ana } = await emailedLearner();
    const community = await signUnsubscribeToken({ userId: ana.id, threadId: "thread-1" }, RAW_TEST_SETTINGS.SESSION_SECRET);
    for (const token of ["", "not-a-token", community]) {
      const page = await servePage(build, test, `/review-emails/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(page.response.status).toBe(400);
      expect(page.document.querySelector("[data-testid=unsubscribe]")?.textContent).toContain("This unsubscribe link is not valid");
      expect((await oneClick(`/review-emails/unsubscribe?token=${encodeURIComponent(token)}`)).response.status).toBe(400);
    }
    expect(await subscription(ana.id)).toBeDefined();
  });
});

describe("Settings → Review emails", () => {
  async function toastOf(response: Response) {
    const cookie = cookieOf(response.headers, "toast");
    return (await readToast(new Request(`${SITE}/`, { headers: { Cookie: cookie } }), test.context)).toast;
  }

  it("shows the box unticked until the learner ticks it, in the page's one round trip, and saves consent with its date", async () => {
    const ana = await learner("Ana", { subscribed: false });
    const box = async () => {
      const page = await servePage(build, test, "/dashboard/settings", { cookie: ana.cookie });
      const input = page.document.querySelector<HTMLInputElement>("input[name=reviewEmails]");
      return {
        checked: input?.checked,
        label: page.document.querySelector("label[for=reviewEmails]")?.textContent,
        hint: page.document.getElementById(input?.getAttribute("aria-describedby") ?? "")?.textContent,
        roundTrips: page.roundTrips,
      };
    };
    expect(await box()).toEqual({
      checked: false,
      label: "Email me once a week when review questions are due",
      hint: expect.stringContaining("You can stop it at any time"),
      roundTrips: 1,
    });
    const save = (body: Record<string, string>) =>
      send("/dashboard/settings", {
        body: { intent: "review-emails", ...body },
        cookie: ana.cookie,
        headers: { "Sec-Fetch-Site": "same-origin" },
      });

    const on = await save({ reviewEmails: "on" });
    expect(on.response.status).toBe(302);
    expect(on.response.headers.get("Location")).toBe("/dashboard/settings");
    expect(await toastOf(on.response)).toMatchObject({ title: "Review emails on" });
    const consented = (await subscription(ana.id))?.consentedAt;
    expect(consented).toBeInstanceOf(Date);
    expect((await box()).checked).toBe(true);
    // Saving it on again keeps the date the consent was first given.
    await save({ reviewEmails: "on" });
    expect((await subscription(ana.id))?.consentedAt).toEqual(consented);

    const refused = await save({ reviewEmails: "yes" });
    expect(refused.response.status).toBe(400);
    expect(refused.text).toContain("Tick the box or leave it empty, then save.");
    expect(await subscription(ana.id)).toBeDefined();

    const off = await save({});
    expect(await toastOf(off.response)).toMatchObject({ title: "Review emails off" });
    expect(await subscription(ana.id)).toBeUndefined();
    expect((await box()).checked).toBe(false);
  });

  it("is refused to a visitor and to another site", async () => {
    const ana = await learner("Ana", { subscribed: false });
    const visitor = await send("/dashboard/settings", { body: { intent: "review-emails", reviewEmails: "on" } });
    expect(visitor.response.status).toBe(302);
    expect(visitor.response.headers.get("Location")).toMatch(/^\/login/);
    const crossSite = await send("/dashboard/settings", {
      body: { intent: "review-emails", reviewEmails: "on" },
      cookie: ana.cookie,
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.response.status).toBe(403);
    expect(await subscription(ana.id)).toBeUndefined();
  });
});
