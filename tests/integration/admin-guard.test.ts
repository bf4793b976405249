/**
 * The console is not advertised: every /admin route of the real build (its pages, exports and actions,
 * found in the build's route manifest, so a new page is walked without touching this test) answers a
 * visitor, a learner, a coach and an admin whose email is not confirmed with 404, for GET and POST;
 * a coach's only part of it is Coaching (issue 26). An admin gets the page, which shows the walk
 * reaches real routes. (A coach registered as an adviser also reaches Support's advisor threads routed
 * to them: tests/integration/support.test.ts.)
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeRole } from "~/features/admin/roles.server";
import { COMMAND_ACTOR } from "~/features/admin/audit.server";
import { liveEvents, supportRequests, users } from "../../db/schema";
import { loadServerBuild } from "../../server/node";
import { createAppHandler } from "../../server/app-handler";
import { createSeededTestDatabase, RAW_TEST_SETTINGS } from "../support/database";
import { createSignedInUser } from "../support/loaders";

let build: ServerBuild;
let test: Awaited<ReturnType<typeof createSeededTestDatabase>>;
const cookies: Record<string, string> = {};
let learnerId = "";

beforeAll(async () => {
  build = await loadServerBuild();
  test = await createSeededTestDatabase();
  const staff = async (email: string, role: "admin" | "coach" | null) => {
    const member = await createSignedInUser(test, { email });
    if (role) await changeRole(test.db, { id: member.id }, role, COMMAND_ACTOR, "test set-up");
    return member;
  };
  const learner = await staff("ana@example.com", null);
  learnerId = learner.id;
  cookies.learner = learner.cookie;
  cookies.coach = (await staff("coach@moneywise.example", "coach")).cookie;
  const unverified = await staff("unconfirmed@moneywise.example", "admin");
  await test.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unverified.id));
  cookies.unverifiedAdmin = unverified.cookie;
  cookies.admin = (await staff("boss@moneywise.example", "admin")).cookie;
  // Every `:param` is filled with the learner's id, so the records other console pages name carry it too.
  const now = new Date();
  await test.db.insert(liveEvents).values({
    id: learnerId,
    title: "Walked",
    description: "An event for the walk",
    startsAt: new Date(now.getTime() + 86_400_000),
    durationMinutes: 60,
    timeZone: "America/Toronto",
    capacity: 10,
    joinUrl: "https://meet.example.com/walk",
    createdAt: now,
    updatedAt: now,
  });
  // A support request of the learner's, so the console's request page has one to open (issue 27).
  await test.db.insert(supportRequests).values({
    id: learnerId,
    userId: learnerId,
    email: "ana@example.com",
    name: "Ana",
    kind: "support",
    category: "other",
    subject: "Walked",
    queueRank: 4,
    createdAt: now,
    updatedAt: now,
    dueAt: now,
  });
  // Loading the build, migrating, seeding and five accounts: more than the default 10 s on a busy machine.
}, 60_000);
afterAll(() => test.cleanup());

type Route = ServerBuild["routes"][string];

const SESSION_ROUTE = "routes/admin.coaching_.sessions.$sessionId";
const COACHING_ROUTES = ["routes/admin.coaching", SESSION_ROUTE];

/** A route's address: its own path after its parents', each `:param` filled with the learner's id. */
function addressOf(route: Route): string {
  const segments: string[] = [];
  for (let current: Route | undefined = route; current; current = current.parentId ? build.routes[current.parentId] : undefined) {
    if (current.path) segments.unshift(current.path);
  }
  const address = `/${segments.join("/")}`.replace(/:[\w$]+\??/g, learnerId).replace(/\*$/, "anything");
  return route.index ? `${address}?index` : address;
}

const consoleRoutes = () => Object.values(build.routes).filter((route) => route.id === "routes/admin" || route.id.startsWith("routes/admin."));

function request(address: string, cookie: string | undefined, method: "GET" | "POST") {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const init: RequestInit =
    method === "POST"
      ? {
          method,
          headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "role-change", role: "admin", reason: "walk", orderId: "x", course: "budget-bootcamp" }),
        }
      : { headers };
  return createAppHandler(build)(new Request(`http://localhost:3000${address}`, init), {
    env: RAW_TEST_SETTINGS,
    getClient: () => test.client,
    getMailer: () => test.context.mailer,
    clientIp: "203.0.113.7",
    waitUntil: () => undefined,
  });
}

describe("every /admin route", () => {
  it("is in the build this test walks: one route per app/routes/admin* file", () => {
    const files = readdirSync(path.resolve("app/routes"))
      .filter((file) => file === "admin.tsx" || file.startsWith("admin."))
      .map((file) => `routes/${file.replace(/\.tsx?$/, "")}`);
    expect(
      consoleRoutes()
        .map((route) => route.id)
        .sort(),
    ).toEqual(files.sort());
  });

  it.each(["visitor", "learner", "coach", "unverifiedAdmin"])("answers a %s with 404, for GET and POST, and changes nothing", async (who) => {
    const auditBefore = await test.client.execute("select count(*) as n from audit_log");
    // A coach's part of the console is Coaching (issue 26); every other page refuses them.
    for (const route of consoleRoutes().filter((candidate) => who !== "coach" || !COACHING_ROUTES.includes(candidate.id))) {
      const address = addressOf(route);
      for (const method of ["GET", "POST"] as const) {
        const response = await request(address, cookies[who], method);
        expect(response.status, `${method} ${address}`).toBe(404);
        expect(await response.text(), `${method} ${address}`).not.toMatch(/Staff console/);
      }
    }
    const [learner] = await test.db.select({ role: users.role }).from(users).where(eq(users.id, learnerId));
    expect(learner?.role).toBeNull();
    expect((await test.client.execute("select count(*) as n from audit_log")).rows).toEqual(auditBefore.rows);
  });

  it("opens for an admin", async () => {
    for (const route of consoleRoutes()) {
      const address = addressOf(route);
      const response = await request(address, cookies.admin, "GET");
      // A session's address leads to its place on the schedule (here no such session: the schedule).
      if (route.id === SESSION_ROUTE) expect(response.headers.get("Location"), `GET ${address}`).toBe("/admin/coaching");
      else expect(response.status, `GET ${address}`).toBe(200);
    }
  });

  it("opens Coaching, and only Coaching, for a coach", async () => {
    const page = await request("/admin/coaching", cookies.coach, "GET");
    expect(page.status).toBe(200);
    const html = await page.text();
    const navigation = html.slice(html.indexOf('aria-label="Console"'), html.indexOf("</nav>", html.indexOf('aria-label="Console"')));
    expect(navigation).toContain(">Coaching<");
    expect(navigation).not.toMatch(/Learners|Orders|Reviews|Community|Audit log|Overview/);
  });
});
