/**
 * Support and advisor messages (issue 27 item 4) over a real database: the daily limit (the 11th request
 * is a 429 with the form kept), the 5,000-character limit (the 5,001st refused, the text kept), a double
 * submit is one request, messages are text (an XSS corpus stays inert), request ids and visitor tokens
 * belong to their owner (404 in HTML and .data), the staff queue's order (advisor, Elite, Premium,
 * Basic, none; then age), each staff action's audit entry, replies by email, and a coach who is an
 * adviser reaches their own advisor threads and no other part of the console.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COMMAND_ACTOR } from "~/features/admin/audit.server";
import { changeRole } from "~/features/admin/roles.server";
import { ONTARIO } from "~/features/personal-plan/domain/fixtures";
import { savePlanIntake } from "~/features/personal-plan/plan.server";
import { registerAdviser } from "~/features/support/advisers.server";
import { loadQueue, queueRead } from "~/features/support/console.server";
import { action as supportAction } from "~/routes/support";
import { action as visitorThreadAction } from "~/routes/support_.requests.$requestId";
import { action as memberThreadAction } from "~/routes/dashboard.support.$requestId";
import { action as advisorAction } from "~/routes/dashboard.support.advisor";
import { action as consoleRequestAction } from "~/routes/admin.support_.$requestId";
import { auditLog, subscribers, supportMessages, supportRequests, users } from "../../db/schema";
import { formRequest } from "../support/account-actions";
import { createSignedInUser } from "../support/loaders";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";
import { servePage } from "../support/pipeline";
import { formatZonedIn } from "~/features/time-zones/domain/localized-time";
import { returnedOrThrown, routeResult } from "../support/route-result";

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: false }, (loaded) => ({ build, test } = loaded));

const MONTH = 30 * 86_400_000;
type Action = (args: any) => Promise<unknown>;

async function post(action: Action, path: string, params: Record<string, string>, body: Record<string, string>, cookie?: string) {
  const response = await returnedOrThrown(action({ request: formRequest(path, body, cookie), params, context: test.requestContext() }));
  const { status, headers, value } = routeResult(response);
  return { status, data: value, location: headers.get("Location") };
}

const get = (path: string, cookie?: string) => servePage(build, test, path, { cookie });

async function member(email: string, tier: "basic" | "premium" | "elite" | null = null, country: "CA" | "US" = "CA") {
  const created = await createSignedInUser(test, { email, country });
  if (tier) {
    await test.db
      .insert(subscribers)
      .values({ userId: created.id, subscribed: true, subscriptionTier: tier, subscriptionEnd: new Date(Date.now() + MONTH) });
  }
  return { ...created, email };
}

async function staffMember(email: string, role: "admin" | "coach") {
  const created = await member(email);
  await changeRole(test.db, { id: created.id }, role, COMMAND_ACTOR, "test set-up");
  return created;
}

const request = (fields: Partial<Record<string, string>> = {}) => ({
  category: "billing",
  subject: "Refund question",
  message: "Hello, I have a question about my invoice.",
  key: crypto.randomUUID(),
  ...fields,
});
const visitorRequest = (fields: Partial<Record<string, string>> = {}) => request({ name: "Vera Visitor", email: "vera@example.com", ...fields });

const send = (fields: Record<string, string>, cookie?: string) => post(supportAction, "/support", {}, fields, cookie);

/** The link in the last email to `to`, as a path with its query. */
function linkIn(to: string): string {
  const mail = test.outbox.filter((message) => message.to === to).at(-1);
  expect(mail, `mail to ${to}`).toBeDefined();
  const url = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
  return url.pathname + url.search;
}

describe("sending a request", () => {
  it("answers a visitor who wrote from a French page in French, with the link to the French thread", async () => {
    const admin = await staffMember("boss@moneywise.example", "admin");
    const fields = visitorRequest();
    const sent = routeResult(
      await returnedOrThrown(
        supportAction({
          request: formRequest("/fr/support", fields, undefined),
          params: {},
          context: { ...test.requestContext(), locale: "fr" },
        }),
      ),
    );
    expect(sent.status).toBe(302);
    test.outbox.length = 0;
    const path = `/admin/support/${fields.key}`;
    const reply = { intent: "reply", message: "Bonjour Vera, voici la réponse.", key: crypto.randomUUID() };
    expect((await post(consoleRequestAction, path, { requestId: fields.key! }, reply, admin.cookie)).status).toBe(302);
    const mail = test.outbox.find((message) => message.to === "vera@example.com")!;
    expect(mail.text).toContain("Bonjour Vera, voici la réponse.");
    expect(linkIn("vera@example.com")).toMatch(new RegExp(`^/fr/support/requests/${fields.key}\\?token=[0-9a-f]{64}$`));
    expect(mail.text).not.toContain("Read and reply");
  });

  it("lets a visitor write, emails a receipt whose link opens the thread, and refuses a wrong token with 404", async () => {
    const answer = await send(visitorRequest());
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/support?sent=1");
    const [row] = await test.db.select().from(supportRequests);
    expect(row).toMatchObject({ userId: null, email: "vera@example.com", name: "Vera Visitor", queueRank: 4, status: "open", kind: "support" });
    // Only a hash of the token is stored.
    expect(row!.accessTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const link = linkIn("vera@example.com");
    expect(link).toMatch(new RegExp(`^/support/requests/${row!.id}\\?token=[0-9a-f]{64}$`));
    expect(link).not.toContain(row!.accessTokenHash!);
    const mail = test.outbox.at(-1)!;
    expect(mail.subject).toBe("We received your request: Refund question");
    expect(mail.text).not.toMatch(/offer|discount|newsletter/i);

    const page = await get(link);
    expect(page.response.status).toBe(200);
    expect(page.roundTrips).toBe(1);
    expect(page.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.html).toContain("Hello, I have a question about my invoice.");
    expect(page.html).not.toContain(row!.accessTokenHash!);
    for (const wrong of [
      `/support/requests/${row!.id}`,
      `/support/requests/${row!.id}?token=${"0".repeat(64)}`,
      `/support/requests/${row!.id}.data?token=x`,
    ]) {
      const refused = await get(wrong);
      expect(refused.response.status, wrong).toBe(404);
      expect(refused.html, wrong).not.toContain("question about my invoice");
    }

    // The visitor replies from the link; a reply with a wrong token adds nothing.
    const token = new URL(`http://x${link}`).searchParams.get("token")!;
    const params = { requestId: row!.id };
    expect((await post(visitorThreadAction, link, params, { message: "Any news?", key: crypto.randomUUID(), token: "nope" })).status).toBe(404);
    const replied = await post(visitorThreadAction, link, params, { message: "Any news?", key: crypto.randomUUID(), token });
    expect(replied.status).toBe(302);
    expect(replied.location).toBe(link);
    expect(await test.db.select().from(supportMessages)).toHaveLength(2);
  });

  it("answers the 11th request of the day from one address with 429, keeping what was typed", async () => {
    for (let count = 1; count <= 10; count += 1) expect((await send(visitorRequest({ email: `v${count}@example.com` }))).status).toBe(302);
    const eleventh = await send(visitorRequest({ message: "The eleventh message" }));
    expect(eleventh.status).toBe(429);
    expect(eleventh.data.errors.form).toMatch(/10 requests today/);
    expect(eleventh.data.values).toMatchObject({ message: "The eleventh message", subject: "Refund question", name: "Vera Visitor" });
    expect(await test.db.select().from(supportRequests)).toHaveLength(10);
  });

  it("counts a double submit as one request of the day, even the tenth's", async () => {
    const forms = Array.from({ length: 10 }, (_, index) => visitorRequest({ email: `twice${index}@example.com` }));
    for (const fields of forms) {
      expect((await send(fields)).status).toBe(302);
      expect((await send(fields)).status).toBe(302);
    }
    expect(await test.db.select().from(supportRequests)).toHaveLength(10);
    expect((await send(visitorRequest({ email: "eleventh@example.com" }))).status).toBe(429);
    // The tenth form sent once more, past the limit, still leads to its request; and opens no slot for another.
    const again = await send(forms[9]!);
    expect(again).toMatchObject({ status: 302, location: "/support?sent=1" });
    expect((await send(visitorRequest({ email: "eleventh@example.com" }))).status).toBe(429);
    expect(await test.db.select().from(supportRequests)).toHaveLength(10);
    expect(test.outbox.filter((mail) => mail.to.startsWith("twice"))).toHaveLength(10);
  });

  it("counts a signed-in learner's requests per account too", async () => {
    const ana = await member("ana@example.com");
    for (let count = 1; count <= 10; count += 1) {
      const context = { ...test.requestContext(), clientIp: `198.51.100.${count}` };
      const sent = await supportAction({ request: formRequest("/support", request(), ana.cookie), params: {}, context });
      expect(routeResult(sent).status).toBe(302);
    }
    const context = { ...test.requestContext(), clientIp: "198.51.100.99" };
    expect(routeResult(await supportAction({ request: formRequest("/support", request(), ana.cookie), params: {}, context })).status).toBe(429);
  });

  it("refuses 5,001 characters with a clear message and keeps the text whole", async () => {
    const long = "a".repeat(5001);
    const refused = await send(visitorRequest({ message: long }));
    expect(refused.status).toBe(400);
    expect(refused.data.errors.message).toMatch(/longer than 5,000 characters/);
    expect(refused.data.values.message).toBe(long);
    expect((await send(visitorRequest({ message: "a".repeat(5000) }))).status).toBe(302);
    // Stored as typed: spaces kept; a form's CRLF line break is one character, as the page counts it.
    const typed = `  Indented\r\n${"a".repeat(4989)}`;
    expect((await send(visitorRequest({ message: typed, subject: "Typed" }))).status).toBe(302);
    const [stored] = await test.db
      .select({ body: supportMessages.body })
      .from(supportMessages)
      .innerJoin(supportRequests, eq(supportRequests.id, supportMessages.requestId))
      .where(eq(supportRequests.subject, "Typed"));
    expect(stored!.body).toBe(`  Indented\n${"a".repeat(4989)}`);
    expect((await send(visitorRequest({ message: " \n " }))).data.errors.message).toBe("Write your message.");
    // Bad input is a message, never a 500: a missing category, a bad email.
    const bad = await send(visitorRequest({ category: "lottery", email: "not-an-email" }));
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toMatchObject({ category: expect.any(String), email: expect.stringMatching(/email address/) });
  });

  it("keeps a subject on one line, so typed line breaks cannot reach an email's headers", async () => {
    const fields = visitorRequest({ subject: "Refund\r\nBcc: everyone@example.com\u0007", email: "vera-lines@example.com" });
    expect((await send(fields)).status).toBe(302);
    const [row] = await test.db.select().from(supportRequests).where(eq(supportRequests.id, fields.key));
    expect(row!.subject).toBe("Refund Bcc: everyone@example.com");
    expect(test.outbox.find((mail) => mail.to === "vera-lines@example.com")!.subject).toBe(
      "We received your request: Refund Bcc: everyone@example.com",
    );
    // A subject of line breaks alone is no subject.
    const blank = await send(visitorRequest({ subject: "\r\n\t", email: "vera-lines@example.com" }));
    expect(blank.status).toBe(400);
    expect(blank.data.errors.subject).toBe("Give your request a short subject.");
  });

  it("makes one request of a double submit, and sends one receipt", async () => {
    const ana = await member("ana@example.com", "basic");
    const fields = request();
    const [first, second] = [await send(fields, ana.cookie), await send(fields, ana.cookie)];
    expect(first.location).toBe(`/dashboard/support/${fields.key}`);
    expect(second.location).toBe(first.location);
    expect(await test.db.select().from(supportRequests)).toHaveLength(1);
    expect(await test.db.select().from(supportMessages)).toHaveLength(1);
    expect(test.outbox.filter((mail) => mail.to === "ana@example.com")).toHaveLength(1);
    expect((await test.db.select().from(supportRequests))[0]).toMatchObject({ queueRank: 3, userId: ana.id });
  });

  it("cannot add a message to someone else's request by sending its id as the key", async () => {
    const ana = await member("ana@example.com");
    const ben = await member("ben@example.com");
    const fields = request();
    await send(fields, ana.cookie);
    const hijack = await send(request({ key: fields.key, message: "Ben was here" }), ben.cookie);
    // Ben is led to the address, which is a 404 for him; nothing is added.
    expect((await get(hijack.location!, ben.cookie)).response.status).toBe(404);
    const bodies = (await test.db.select().from(supportMessages)).map((row) => row.body);
    expect(bodies).not.toContain("Ben was here");
  });
});

const XSS = [
  `<script>alert("x")</script>`,
  `<img src=x onerror=alert(1)>`,
  `javascript:alert(1)`,
  `https://example.com/"><svg onload=alert(1)>`,
  `[click](javascript:alert(1))`,
].join("\n");

describe("what a learner sees", () => {
  it("shows a message as text, with only http(s) links, and the thread to its owner alone (HTML and .data)", async () => {
    const ana = await member("ana@example.com", "basic");
    const ben = await member("ben@example.com", "basic");
    const fields = request({ message: `${XSS}\nSee https://example.com/help for details.` });
    await send(fields, ana.cookie);
    const path = `/dashboard/support/${fields.key}`;
    const page = await get(path, ana.cookie);
    expect(page.response.status).toBe(200);
    expect(page.roundTrips).toBe(1);
    expect(page.response.headers.get("Cache-Control")).toBe("private, no-store");
    const body = page.document.querySelector('[data-testid="message-body"]')!;
    expect(body.querySelectorAll("script, img, svg")).toHaveLength(0);
    expect(body.textContent).toContain(`<script>alert("x")</script>`);
    const links = [...body.querySelectorAll("a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["https://example.com/", "https://example.com/help"]);
    for (const link of links) expect(link.getAttribute("rel")).toBe("nofollow noopener ugc");
    expect(page.html).not.toMatch(/href="javascript:/i);

    // Ben: 404 on the page and its data, and his reply changes nothing.
    for (const target of [path, `${path}.data`]) {
      const seen = await get(target, ben.cookie);
      expect(seen.response.status, target).toBe(404);
      expect(seen.html, target).not.toContain("example.com/help");
    }
    const params = { requestId: fields.key };
    expect((await post(memberThreadAction, path, params, { message: "mine now", key: crypto.randomUUID() }, ben.cookie)).status).toBe(404);
    expect(await test.db.select().from(supportMessages)).toHaveLength(1);
    // The list shows Ana's request, not to Ben.
    const list = await get("/dashboard/support", ana.cookie);
    expect(list.html).toContain("Refund question");
    expect(list.roundTrips).toBe(1);
    expect((await get("/dashboard/support", ben.cookie)).html).not.toContain("Refund question");
  });
});

describe("times, in each reader's zone", () => {
  it("writes a learner's due date and messages in their zone, a visitor's in UTC, and the console's in the staff member's", async () => {
    const ana = await member("ana-zone@example.com", "basic");
    await test.db.update(users).set({ timeZone: "America/Vancouver" }).where(eq(users.id, ana.id));
    const admin = await staffMember("desk-zone@example.com", "admin");
    await test.db.update(users).set({ timeZone: "America/Halifax" }).where(eq(users.id, admin.id));
    const fields = request();
    await send(fields, ana.cookie);
    await send(visitorRequest({ email: "vera-zone@example.com" }));
    const [row] = await test.db.select().from(supportRequests).where(eq(supportRequests.id, fields.key));
    // How every time on the site is written (time-zones' own tests hold its format): here, in whose zone.
    const due = (zone: string) => formatZonedIn("en", row!.dueAt, zone);
    expect(due("America/Vancouver")).toMatch(/ P[SD]T$/);

    const receipt = test.outbox.find((mail) => mail.to === "ana-zone@example.com")!;
    expect(receipt.text).toContain(`We aim to answer by ${due("America/Vancouver")}.`);
    const visitorReceipt = test.outbox.find((mail) => mail.to === "vera-zone@example.com")!;
    expect(visitorReceipt.text).toMatch(/We aim to answer by [A-Z][a-z]{2} [A-Z][a-z]{2} \d+, \d+:\d\d [AP]M UTC\./);

    const page = await get(`/dashboard/support/${fields.key}`, ana.cookie);
    expect(page.document.body.textContent).toContain(`We aim to answer by ${due("America/Vancouver")}.`);
    const sentAt = page.document.querySelector('[data-testid="message"] time')!;
    expect(sentAt.getAttribute("dateTime")).toBe(row!.createdAt.toISOString());
    expect(sentAt.textContent).toBe(formatZonedIn("en", row!.createdAt, "America/Vancouver"));

    const queue = await get("/admin/support", admin.cookie);
    expect(queue.document.body.textContent).toContain(`Due: ${due("America/Halifax")}`);
  });
});

describe("the staff queue", () => {
  it("orders advisor threads, Elite, Premium, Basic and everyone else, then by age; flags what is overdue", async () => {
    const admin = await staffMember("boss@moneywise.example", "admin");
    const elite = await member("elite@example.com", "elite");
    const premium = await member("premium@example.com", "premium");
    const basic = await member("basic@example.com", "basic");
    const free = await member("free@example.com");
    // Written in the reverse of the queue's order, the oldest first.
    await send(visitorRequest({ subject: "visitor old" }));
    await send(request({ subject: "free" }), free.cookie);
    await send(request({ subject: "basic" }), basic.cookie);
    await send(request({ subject: "premium" }), premium.cookie);
    await send(request({ subject: "elite" }), elite.cookie);
    const advisor = await post(
      advisorAction,
      "/dashboard/support/advisor",
      {},
      { region: "ON", subject: "advisor", message: "TFSA or RRSP?", key: crypto.randomUUID() },
      elite.cookie,
    );
    expect(advisor.status).toBe(302);
    // The visitor's is an hour older than the free account's (same rank: age decides).
    await test.db
      .update(supportRequests)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(supportRequests.subject, "visitor old"));
    // One request is past its due date.
    await test.db
      .update(supportRequests)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(supportRequests.subject, "basic"));

    const queue = await loadQueue(
      new Request("http://localhost/admin/support", { headers: { Cookie: admin.cookie } }),
      test.requestContext(),
      "open",
      new Date(),
    );
    expect(queue.requests.map((row) => row.subject)).toEqual(["advisor", "elite", "premium", "basic", "visitor old", "free"]);
    expect(queue.requests.map((row) => row.overdue)).toEqual([false, false, false, true, false, false]);
    const page = await get("/admin/support", admin.cookie);
    expect(page.response.status).toBe(200);
    expect(page.roundTrips).toBe(1);
    expect(page.html).toContain("Elite: 1 business day");
    expect(page.html).toContain("Premium: 2 business days");
    expect(page.document.querySelectorAll('[data-testid="queue-row"]')[3]!.textContent).toContain("Overdue");
    // The console names the language each member reads their replies in; a visitor's is unknown.
    await test.db.update(users).set({ locale: "fr" }).where(eq(users.email, "free@example.com"));
    const languages = [...(await get("/admin/support", admin.cookie)).document.querySelectorAll('[data-testid="queue-row"]')].map(
      (row) => row.querySelector('[data-testid="requester-language"]')?.textContent ?? null,
    );
    expect(languages).toEqual([
      "reads English (not chosen) · ",
      "reads English (not chosen) · ",
      "reads English (not chosen) · ",
      "reads English (not chosen) · ",
      null,
      "reads French · ",
    ]);
  });

  it("reads the queue along its index, without a sort", async () => {
    const { sql: text, params } = queueRead(test.db, sql`'someone'`, "open").toSQL();
    const plan = (await test.client.execute({ sql: `explain query plan ${text}`, args: params as never[] })).rows.map((row) =>
      String(row.detail),
    );
    expect(plan).toContain("SEARCH support_requests USING INDEX support_requests_queue_idx (status=?)");
    expect(plan.join("\n")).not.toMatch(/TEMP B-TREE/);
    expect(text).toMatch(/limit \?$/);
  });

  it("assigns, replies (by email, status answered), closes and reopens, each with its audit entry; a learner's reply opens it again and tells the assignee", async () => {
    const admin = await staffMember("boss@moneywise.example", "admin");
    const ana = await member("ana@example.com", "basic");
    const fields = request();
    await send(fields, ana.cookie);
    const path = `/admin/support/${fields.key}`;
    const params = { requestId: fields.key };
    const act = (body: Record<string, string>) => post(consoleRequestAction, path, params, body, admin.cookie);

    // A coach who cannot open this request is neither offered nor assigned it (they would be emailed its replies).
    const coach = await staffMember("coach@moneywise.example", "coach");
    const page = await get(path, admin.cookie);
    const offered = [...page.document.querySelectorAll('select[name="assignee"] option')].map((option) => option.getAttribute("value"));
    expect(offered).toContain(admin.id);
    expect(offered).not.toContain(coach.id);
    await act({ intent: "assign", assignee: coach.id });
    expect((await test.db.select().from(supportRequests).where(eq(supportRequests.id, fields.key)))[0]!.assignedTo).toBeNull();
    expect((await act({ intent: "assign", assignee: admin.id })).status).toBe(302);
    test.outbox.length = 0;
    const replyKey = crypto.randomUUID();
    expect((await act({ intent: "reply", message: "Refunds take 10 business days.", key: replyKey })).status).toBe(302);
    // A double submit of the reply sends nothing more.
    expect((await act({ intent: "reply", message: "Refunds take 10 business days.", key: replyKey })).status).toBe(302);
    expect(test.outbox).toHaveLength(1);
    expect(test.outbox[0]).toMatchObject({ to: "ana@example.com", subject: "Re: Refund question" });
    expect(test.outbox[0]!.text).toContain("Refunds take 10 business days.");
    // Support's answer is framed as what it is, in the email and on the thread's page.
    const framing =
      "Our support team answers questions about the site and the lessons. It does not give personalised investment, tax or legal advice.";
    expect(test.outbox[0]!.text).toContain(framing);
    expect(linkIn("ana@example.com")).toBe(`/dashboard/support/${fields.key}`);
    const [answered] = await test.db.select().from(supportRequests);
    expect(answered).toMatchObject({ status: "answered", assignedTo: admin.id });
    const thread = await get(`/dashboard/support/${fields.key}`, ana.cookie);
    expect(thread.html).toContain("Refunds take 10 business days.");
    expect(thread.document.querySelector("main")!.textContent).toContain(framing);

    expect((await act({ intent: "close" })).status).toBe(302);
    expect((await act({ intent: "reopen" })).status).toBe(302);
    const audit = await test.db.select().from(auditLog).orderBy(asc(auditLog.createdAt));
    expect(audit.map((row) => row.action)).toEqual([
      "role-change",
      "role-change",
      "support-assign",
      "support-reply",
      "support-close",
      "support-reopen",
    ]);
    expect(audit.slice(2).every((row) => row.target === `support-request:${fields.key}` && row.actorId === admin.id)).toBe(true);

    await act({ intent: "close" });
    test.outbox.length = 0;
    const learnerReplyKey = crypto.randomUUID();
    const replyAgain = () =>
      post(memberThreadAction, `/dashboard/support/${fields.key}`, params, { message: "One more thing", key: learnerReplyKey }, ana.cookie);
    expect((await replyAgain()).status).toBe(302);
    expect((await test.db.select().from(supportRequests))[0]!.status).toBe("open");
    // The assignee hears of it once (a double submit adds nothing), with the console's link and not the message.
    expect((await replyAgain()).status).toBe(302);
    expect(test.outbox).toHaveLength(1);
    expect(test.outbox[0]).toMatchObject({ to: "boss@moneywise.example", subject: "New reply on a request you hold: Refund question" });
    expect(test.outbox[0]!.text).toContain(`/admin/support/${fields.key}`);
    expect(test.outbox[0]!.text).not.toContain("One more thing");
    // A too-long staff reply is refused with its text kept.
    const long = await act({ intent: "reply", message: "b".repeat(5001), key: crypto.randomUUID() });
    expect(long.status).toBe(400);
    expect(long.data.values.message).toHaveLength(5001);
  });
});

describe("advisor messages", () => {
  it("routes an Elite member only to an adviser registered where they live, and says so plainly when none is", async () => {
    const coach = await staffMember("adviser@moneywise.example", "coach");
    await registerAdviser(
      test.db,
      coach.email,
      {
        displayName: "Dana Adviser",
        registrationBody: "Ontario Securities Commission (NI 31-103)",
        registrationNumber: "ON-12345",
        jurisdictions: ["CA-ON"],
      },
      COMMAND_ACTOR,
    );
    const elite = await member("elite@example.com", "elite");
    const start = (region: string, subject: string) =>
      post(
        advisorAction,
        "/dashboard/support/advisor",
        {},
        { region, subject, message: "Where should my savings go?", key: crypto.randomUUID() },
        elite.cookie,
      );

    const ontario = await start("ON", "In Ontario");
    expect(ontario.status).toBe(302);
    const routed = await get(ontario.location!, elite.cookie);
    expect(routed.html).toContain("Your adviser: Dana Adviser");
    expect(routed.html).toContain("Ontario Securities Commission (NI 31-103), number ON-12345");

    const bc = await start("BC", "In BC");
    const unrouted = await get(bc.location!, elite.cookie);
    expect(unrouted.document.querySelector('[data-testid="no-adviser"]')!.textContent).toBe(
      "No registered adviser is available where you live yet; our support team will answer general questions, not investment advice.",
    );
    const rows = await test.db.select().from(supportRequests).orderBy(asc(supportRequests.subject));
    expect(rows.map((row) => [row.subject, row.kind, row.queueRank, row.adviserId])).toEqual([
      ["In BC", "advisor", 0, null],
      ["In Ontario", "advisor", 0, coach.id],
    ]);
    // A state is not a province: refused with a message.
    expect((await start("CA", "California?")).status).toBe(400);

    // Dana leaves the staff: the thread no longer names her as the member's adviser, and the member's
    // reply goes to no one outside the staff (support answers it from the queue).
    await changeRole(test.db, { id: coach.id }, null, COMMAND_ACTOR, "left the firm");
    const after = await get(ontario.location!, elite.cookie);
    expect(after.html).not.toContain("Dana Adviser");
    expect(after.html).not.toContain("ON-12345");
    test.outbox.length = 0;
    const ontarioId = ontario.location!.split("/").at(-1)!;
    const answered = await post(
      memberThreadAction,
      ontario.location!,
      { requestId: ontarioId },
      { message: "Any news?", key: crypto.randomUUID() },
      elite.cookie,
    );
    expect(answered.status).toBe(302);
    await test.settled();
    expect(test.outbox.map((mail) => mail.to)).not.toContain(coach.email);
  });

  it("names the provinces and states an adviser is registered in today, on the Elite gate and the advisor page, in one round trip", async () => {
    const coverage = async (cookie: string, path = "/dashboard/support/advisor") => {
      const page = await get(path, cookie);
      return [page.response.status, page.roundTrips, page.document.querySelector('[data-testid="adviser-coverage"]')?.textContent];
    };
    const premium = await member("premium@example.com", "premium");
    const elite = await member("elite@example.com", "elite");
    expect(await coverage(premium.cookie)).toEqual([403, 1, "No adviser is registered in any province or state yet."]);

    const [dana, uma, lee] = await Promise.all([
      staffMember("dana@moneywise.example", "coach"),
      staffMember("uma@moneywise.example", "coach"),
      staffMember("lee@moneywise.example", "admin"),
    ]);
    const register = (email: string, jurisdictions: string[]) =>
      registerAdviser(
        test.db,
        email,
        { displayName: email, registrationBody: "A regulator", registrationNumber: "1", jurisdictions },
        COMMAND_ACTOR,
      );
    await register(dana.email, ["CA-ON", "CA-QC"]);
    await register(lee.email, ["US-CA", "CA-ON"]);
    await register(uma.email, ["CA-BC"]);
    // Uma's address is no longer proven: her role, and so her registration, acts nowhere.
    await test.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, uma.id));

    const places = "Provinces and states where an adviser is registered today: California, Ontario, Quebec.";
    expect(await coverage(premium.cookie)).toEqual([403, 1, places]);
    expect(await coverage(elite.cookie)).toEqual([200, 1, places]);
    expect((await coverage(elite.cookie, "/fr/dashboard/support/advisor"))[2]).toBe(
      "Provinces et États où un conseiller est inscrit aujourd’hui\u00a0: Californie, Ontario, Québec.",
    );
  });

  it("neither routes to, names nor emails an adviser whose account's address is not verified (a role acts only when it is)", async () => {
    const coach = await staffMember("unproven-adviser@moneywise.example", "coach");
    const registration = {
      displayName: "Uma Unproven",
      registrationBody: "Ontario Securities Commission (NI 31-103)",
      registrationNumber: "ON-777",
      jurisdictions: ["CA-ON"],
    };
    await registerAdviser(test.db, coach.email, registration, COMMAND_ACTOR);
    const elite = await member("elite-unproven@example.com", "elite");
    const start = (subject: string) =>
      post(
        advisorAction,
        "/dashboard/support/advisor",
        {},
        { region: "ON", subject, message: "Where should my savings go?", key: crypto.randomUUID() },
        elite.cookie,
      );
    const routed = await start("Routed while verified");
    // The address is no longer proven (as after a change of address): the role acts nowhere.
    await test.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, coach.id));
    const unrouted = await start("Sent while unverified");
    const rows = await test.db.select().from(supportRequests).orderBy(asc(supportRequests.subject));
    expect(rows.map((row) => [row.subject, row.adviserId])).toEqual([
      ["Routed while verified", coach.id],
      ["Sent while unverified", null],
    ]);
    expect((await get(unrouted.location!, elite.cookie)).html).not.toContain("Uma Unproven");
    const page = await get(routed.location!, elite.cookie);
    expect(page.html).not.toContain("Uma Unproven");
    test.outbox.length = 0;
    const requestId = routed.location!.split("/").at(-1)!;
    const reply = { message: "Any news?", key: crypto.randomUUID() };
    expect((await post(memberThreadAction, routed.location!, { requestId }, reply, elite.cookie)).status).toBe(302);
    await test.settled();
    expect(test.outbox.map((mail) => mail.to)).not.toContain(coach.email);
  });

  it("re-routes an open advisor thread when the member moves to another province, with a note in the thread", async () => {
    const register = async (email: string, displayName: string, jurisdiction: string) => {
      const coach = await staffMember(email, "coach");
      const registration = { displayName, registrationBody: "A securities regulator", registrationNumber: email, jurisdictions: [jurisdiction] };
      await registerAdviser(test.db, coach.email, registration, COMMAND_ACTOR);
      return coach;
    };
    const dana = await register("dana@moneywise.example", "Dana Adviser", "CA-ON");
    const blake = await register("blake@moneywise.example", "Blake Adviser", "CA-BC");
    const elite = await member("elite@example.com", "elite");
    const start = (subject: string) =>
      post(
        advisorAction,
        "/dashboard/support/advisor",
        {},
        { region: "ON", subject, message: "TFSA or RRSP?", key: crypto.randomUUID() },
        elite.cookie,
      );
    const thread = await start("Open");
    await start("Closed");
    await test.db.update(supportRequests).set({ status: "closed" }).where(eq(supportRequests.subject, "Closed"));
    const now = new Date();
    await savePlanIntake(test.requestContext(), elite.id, ONTARIO, now);
    // Saving the same place again moves nothing.
    await savePlanIntake(test.requestContext(), elite.id, ONTARIO, now);
    expect((await test.db.select().from(supportMessages)).filter((message) => message.fromStaff)).toEqual([]);

    await savePlanIntake(test.requestContext(), elite.id, { ...ONTARIO, region: "BC" }, now);
    const rows = await test.db.select().from(supportRequests).orderBy(asc(supportRequests.subject));
    expect(rows.map((row) => [row.subject, row.adviserId])).toEqual([
      ["Closed", dana.id],
      ["Open", blake.id],
    ]);
    const page = await get(thread.location!, elite.cookie);
    expect(page.html).toContain("Your adviser: Blake Adviser");
    expect(page.html).toContain(
      "You told us you now live in British Columbia. This thread now goes to the adviser registered there: Blake Adviser.",
    );

    // Where no adviser is registered, the thread says so, and our support team answers it.
    await savePlanIntake(test.requestContext(), elite.id, { ...ONTARIO, region: "MB" }, now);
    expect((await test.db.select().from(supportRequests).where(eq(supportRequests.subject, "Open")))[0]?.adviserId).toBeNull();
    expect((await get(thread.location!, elite.cookie)).html).toContain(
      "You told us you now live in Manitoba. No adviser is registered there yet: our support team answers this thread until one is.",
    );

    // Moved on a French page: the note is written in French, the province by its French name.
    await savePlanIntake({ ...test.requestContext(), locale: "fr" }, elite.id, { ...ONTARIO, region: "QC" }, now);
    const notes = await test.db.select().from(supportMessages).orderBy(asc(supportMessages.createdAt), asc(supportMessages.body));
    expect(notes.map((message) => message.body)).toContain(
      "Vous nous avez indiqué votre nouvelle province ou votre nouvel État\u00a0: Québec. Aucun conseiller n’y est encore inscrit\u00a0: notre équipe de soutien répond à ce fil d’ici là.",
    );
  });

  it("offers Elite to other plans (403) and refuses their posts", async () => {
    const premium = await member("premium@example.com", "premium");
    const page = await get("/dashboard/support/advisor", premium.cookie);
    expect(page.response.status).toBe(403);
    expect(page.html).toContain("Advisor messages come with Elite");
    const refused = await post(
      advisorAction,
      "/dashboard/support/advisor",
      {},
      { region: "ON", subject: "x", message: "y", key: crypto.randomUUID() },
      premium.cookie,
    );
    expect(refused.status).toBe(403);
    expect(await test.db.select().from(supportRequests)).toHaveLength(0);
  });

  it("lets a coach who is an adviser answer their own advisor threads and reach nothing else of the console", async () => {
    const coach = await staffMember("adviser@moneywise.example", "coach");
    const otherCoach = await staffMember("coach@moneywise.example", "coach");
    await registerAdviser(
      test.db,
      coach.email,
      { displayName: "Dana Adviser", registrationBody: "OSC", registrationNumber: "1", jurisdictions: ["CA-ON"] },
      COMMAND_ACTOR,
    );
    const elite = await member("elite@example.com", "elite");
    const basic = await member("basic@example.com", "basic");
    const mine = await post(
      advisorAction,
      "/dashboard/support/advisor",
      {},
      { region: "ON", subject: "For Dana", message: "Hi", key: crypto.randomUUID() },
      elite.cookie,
    );
    const unrouted = await post(
      advisorAction,
      "/dashboard/support/advisor",
      {},
      { region: "QC", subject: "Nobody in Quebec", message: "Hi", key: crypto.randomUUID() },
      elite.cookie,
    );
    const support = request({ subject: "Basic billing" });
    await send(support, basic.cookie);
    const mineId = mine.location!.split("/").at(-1)!;
    const unroutedId = unrouted.location!.split("/").at(-1)!;

    const queue = await get("/admin/support", coach.cookie);
    expect(queue.response.status).toBe(200);
    expect(queue.html).toContain("For Dana");
    expect(queue.html).not.toContain("Nobody in Quebec");
    expect(queue.html).not.toContain("Basic billing");
    const navigation = queue.document.querySelector('nav[aria-label="Console"]')!.textContent!;
    expect(navigation).toContain("Support");
    expect(navigation).not.toMatch(/Learners|Orders|Audit log/);

    const own = await get(`/admin/support/${mineId}`, coach.cookie);
    expect(own.response.status).toBe(200);
    expect(own.roundTrips).toBe(1);
    for (const id of [unroutedId, support.key]) {
      expect((await get(`/admin/support/${id}`, coach.cookie)).response.status).toBe(404);
      expect((await get(`/admin/support/${id}.data`, coach.cookie)).response.status).toBe(404);
      const act = await post(consoleRequestAction, `/admin/support/${id}`, { requestId: id }, { intent: "close" }, coach.cookie);
      expect(act.status).toBe(404);
    }
    for (const other of ["/admin", "/admin/learners", "/admin/audit", "/admin/orders"]) {
      expect((await get(other, coach.cookie)).response.status, other).toBe(404);
    }
    // A coach without a registration has no support queue at all.
    expect((await get("/admin/support", otherCoach.cookie)).response.status).toBe(404);
    expect((await get(`/admin/support/${mineId}`, otherCoach.cookie)).response.status).toBe(404);

    // Dana replies: the member hears by email, and the thread shows it.
    test.outbox.length = 0;
    const reply = await post(
      consoleRequestAction,
      `/admin/support/${mineId}`,
      { requestId: mineId },
      { intent: "reply", message: "Let us look at your TFSA room.", key: crypto.randomUUID() },
      coach.cookie,
    );
    expect(reply.status).toBe(302);
    expect(test.outbox.map((mail) => mail.to)).toEqual(["elite@example.com"]);
    const EDUCATION = "It does not give personalised investment, tax or legal advice.";
    expect(test.outbox[0]!.text).not.toContain(EDUCATION);
    // An admin answers the same thread: the member can tell the adviser's reply from support's, in the
    // thread and in the email, which says support's answers are education.
    const admin = await staffMember("boss@moneywise.example", "admin");
    test.outbox.length = 0;
    await post(
      consoleRequestAction,
      `/admin/support/${mineId}`,
      { requestId: mineId },
      { intent: "reply", message: "Support here: Dana will follow up.", key: crypto.randomUUID() },
      admin.cookie,
    );
    const thread = await get(`/dashboard/support/${mineId}`, elite.cookie);
    const signed = [...thread.document.querySelectorAll('[data-testid="message"]')].map((message) => [
      message.querySelector("p")!.textContent!.split(" · ")[0],
      message.querySelector("div")!.textContent!.trim(),
    ]);
    expect(signed).toEqual([
      ["You", "Hi"],
      ["Dana Adviser, registered adviser", "Let us look at your TFSA room."],
      ["Moneywise support", "Support here: Dana will follow up."],
    ]);
    expect(test.outbox.map((mail) => mail.to)).toEqual(["elite@example.com"]);
    expect(test.outbox[0]!.text).toContain(EDUCATION);
  });
});
