/**
 * The Elite personalised plan (issue 27 item 3) over a real database and the real build: the gates
 * (visitors, Basic and Premium), answers refused with messages and kept, the plan computed from the
 * saved answers with every figure from the figures file, the cross-border section only with ties to
 * both countries, one member never seeing another's answers, and the coach's notes on the plan.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COMMAND_ACTOR } from "~/features/admin/audit.server";
import { changeRole } from "~/features/admin/roles.server";
import { CURRENT_FIGURES } from "~/features/personal-plan/figures";
import { CALIFORNIA, ONTARIO } from "~/features/personal-plan/domain/fixtures";
import { formValuesOf, type Intake } from "~/features/personal-plan/domain/intake";
import { personalPlan, UNCONFIRMED_FIGURE_TEXT } from "~/features/personal-plan/domain/rules";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { utcDate } from "~/lib/domain/dates";
import { auditLog, coachingSessions, personalPlanIntakes, planCoachNotes, profiles, subscribers, users } from "../../db/schema";
import { localToday } from "~/features/time-zones/domain/zoned-time";
import { action as consoleAction } from "~/routes/admin.coaching";
import { action as intakeAction } from "~/routes/dashboard.plan_.intake";
import { loader as planLoader } from "~/routes/dashboard.plan";
import { formRequest } from "../support/account-actions";
import { createSignedInUser } from "../support/loaders";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";
import { servePage } from "../support/pipeline";
import { giveActivePlan } from "../support/plans";
import { returnedOrThrown, routeResult } from "../support/route-result";

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: true }, (loaded) => ({ build, test } = loaded));

const MONTH = 30 * 86_400_000;

async function member(email: string, tier: "basic" | "premium" | "elite" | null, firstName = "Ana") {
  const created = await createSignedInUser(test, { email });
  await test.db.insert(profiles).values({ id: created.id, firstName, lastName: "Tester" });
  if (tier === "elite") {
    await test.db
      .insert(subscribers)
      .values({ userId: created.id, subscribed: true, subscriptionTier: "elite", subscriptionEnd: new Date(Date.now() + MONTH) });
  } else if (tier) {
    await giveActivePlan(test, created.id, tier);
  }
  return { ...created, email };
}

async function postIntake(values: Record<string, string>, cookie: string) {
  const response = await returnedOrThrown(
    intakeAction({
      request: formRequest("/dashboard/plan/intake", values, cookie),
      params: {},
      context: test.requestContext(),
    }),
  );
  return routeResult(response);
}

const saveIntake = (userId: string, intake: unknown) =>
  test.db.insert(personalPlanIntakes).values({ userId, intake, createdAt: new Date(), updatedAt: new Date() });

describe("the plan's gates", () => {
  it("sends visitors to sign in, answers this route's own data with 401, and offers Elite to Basic and Premium (403) with nothing of a plan", async () => {
    const visitor = await servePage(build, test, "/dashboard/plan");
    expect(visitor.response.status).toBe(302);
    expect(visitor.response.headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Fdashboard%2Fplan/);
    const own = routeResult(
      await planLoader({ request: new Request("http://localhost/dashboard/plan"), params: {}, context: test.requestContext() }),
    );
    expect(own.status).toBe(401);

    for (const tier of ["basic", "premium"] as const) {
      // A lapsed Elite member's answers stay stored; the page must not send them.
      const person = await member(`${tier}@example.com`, tier);
      await saveIntake(person.id, { ...ONTARIO, debts: [{ name: "Lapsed Zebra card", balance: 100, rate: 20, minimum: 10 }] });
      for (const path of ["/dashboard/plan", "/dashboard/plan/intake"]) {
        const page = await servePage(build, test, path, { cookie: person.cookie });
        expect(page.response.status, `${tier} ${path}`).toBe(403);
        expect(page.response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE);
        expect(page.document.querySelector("h1")!.textContent).toBe("The personalised plan comes with Elite");
        expect(page.document.querySelector('a[href="/#pricing"]')).not.toBeNull();
        expect(page.html).not.toContain("Lapsed Zebra");
        const data = await servePage(build, test, `${path}.data`, { cookie: person.cookie });
        expect(data.html).not.toContain("Lapsed Zebra");
        expect(data.html).not.toContain("Avalanche");
      }
      const refused = await postIntake(formValuesOf(ONTARIO), person.cookie);
      expect(refused.status).toBe(403);
    }
  });
});

describe("an Elite member's plan", () => {
  it("starts with the questions, refuses bad answers with messages and keeps them, then shows the Ontario plan in one round trip", async () => {
    const ana = await member("ana@example.com", "elite");
    const start = await servePage(build, test, "/dashboard/plan", { cookie: ana.cookie });
    expect(start.response.status).toBe(200);
    expect(start.document.querySelector('a[href="/dashboard/plan/intake"]')!.textContent).toBe("Answer the questions");

    const bad = await postIntake({ ...formValuesOf(ONTARIO), age: "12", "spend.food": "a lot", "debt.4.balance": "900" }, ana.cookie);
    expect(bad.status).toBe(400);
    expect(bad.value.errors).toMatchObject({
      age: "Enter your age in whole years, from 18 to 110.",
      "spend.food": "Enter an amount of 0 or more, like 1200 or 1,200.50.",
      "debt.4.name": "Name this debt, or clear its row.",
    });
    expect(bad.value.values).toMatchObject({ age: "12", "spend.food": "a lot", "debt.4.balance": "900", "debt.1.name": "Visa card" });
    expect(await test.db.select().from(personalPlanIntakes)).toHaveLength(0);

    const saved = await postIntake(formValuesOf(ONTARIO), ana.cookie);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/dashboard/plan");
    // A double submit writes the same row again, never a second.
    expect((await postIntake(formValuesOf(ONTARIO), ana.cookie)).status).toBe(302);
    expect(await test.db.select().from(personalPlanIntakes)).toHaveLength(1);

    const page = await servePage(build, test, "/dashboard/plan", { cookie: ana.cookie });
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE);
    expect(page.roundTrips).toBe(1);
    const text = page.document.body.textContent!;
    expect(page.document.querySelector('[data-testid="plan-prepared"]')!.textContent).toContain(
      `with the ${CURRENT_FIGURES.year} figures we hold: check each at its official source`,
    );
    expect(text).toContain("not personalised advice from a registered adviser");
    expect(page.document.querySelector('[data-testid="plan-budget"] table')).not.toBeNull();
    const expected = personalPlan(ONTARIO, CURRENT_FIGURES, utcDate(new Date()));
    expect(expected.debts.status).toBe("planned");
    expect(page.document.querySelector('[data-testid="plan-debt-result"]')!.textContent).toContain(
      expected.debts.status === "planned" ? expected.debts.payoffMonth : "",
    );
    expect(page.document.querySelector('[data-testid="plan-cross-border"]')).toBeNull();
    // Every step of the account order links a lesson, and every figure the plan uses is the file's, as printed.
    const steps = [...page.document.querySelectorAll('[data-testid="plan-accounts"] [data-testid="plan-item"]')];
    expect(steps.map((step) => step.querySelector("p")!.textContent)).toEqual(expected.accounts.map((item) => item.title));
    for (const step of steps) expect(step.querySelector<HTMLAnchorElement>('a[href^="/courses/"]')).not.toBeNull();
    const used = new Set([...expected.accounts, ...expected.tax].flatMap((item) => item.figures));
    expect(used.size).toBeGreaterThan(5);
    // Confirmed figures as the file prints them; one no stored copy of its source confirmed is named, not printed.
    for (const key of used) {
      const figure = CURRENT_FIGURES.figures[key];
      expect(text, key).toContain(figure.confirmed ? figure.value : UNCONFIRMED_FIGURE_TEXT);
    }
    expect(text).not.toContain(CURRENT_FIGURES.figures["ca.tax.federal_first_bracket_top"].value);

    // Editing starts from the saved answers.
    const form = await servePage(build, test, "/dashboard/plan/intake", { cookie: ana.cookie });
    expect(form.document.querySelector("#location option[selected]")!.getAttribute("value")).toBe("CA-ON");
    expect(form.document.querySelector('input[name="debt.1.name"]')!.getAttribute("value")).toBe("Visa card");
  });

  it("is dated, and counts its months, from the member's own day in their zone", async () => {
    const now = new Date();
    // A zone whose date differs from UTC's at this hour: UTC+14 from 10:00 UTC on, UTC-11 before.
    const timeZone = now.getUTCHours() >= 10 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago";
    const ana = await member("ana@example.com", "elite");
    await test.db.update(users).set({ timeZone }).where(eq(users.id, ana.id));
    await saveIntake(ana.id, ONTARIO);
    const request = new Request("http://localhost/dashboard/plan", { headers: { Cookie: ana.cookie } });
    const { value } = routeResult(await planLoader({ request, params: {}, context: test.requestContext() }));
    const today = localToday({ timeZone }, now);
    expect(today).not.toBe(utcDate(now));
    expect(value.page).toMatchObject({ standing: "member", today });
  });

  it("shows the cross-border section only with ties to both countries (California)", async () => {
    const ana = await member("ana@example.com", "elite");
    const without: Intake = { ...CALIFORNIA, crossBorder: false };
    expect((await postIntake(formValuesOf(without), ana.cookie)).status).toBe(302);
    const before = await servePage(build, test, "/dashboard/plan", { cookie: ana.cookie });
    expect(before.document.querySelector('[data-testid="plan-cross-border"]')).toBeNull();
    expect(before.html).not.toContain("Form 8938");

    expect((await postIntake(formValuesOf(CALIFORNIA), ana.cookie)).status).toBe(302);
    const after = await servePage(build, test, "/dashboard/plan", { cookie: ana.cookie });
    const section = after.document.querySelector('[data-testid="plan-cross-border"]')!;
    expect(section.textContent).toContain("FBAR and Form 8938");
    expect(section.textContent).toContain(`Form 8938 is due, for an unmarried filer, above ${UNCONFIRMED_FIGURE_TEXT}`);
    expect(section.textContent).not.toContain(CURRENT_FIGURES.figures["us.form8938.us_resident_single_year_end"].value);
    expect(after.document.body.textContent).toContain("401(k) up to the annual limit");
    expect(after.document.body.textContent).not.toContain("FHSA for your first home");
  });

  it("never shows one member's answers to another, and treats a stored row that no longer parses as no answers", async () => {
    const ana = await member("ana@example.com", "elite");
    const ben = await member("ben@example.com", "elite", "Ben");
    await saveIntake(ana.id, ONTARIO);
    for (const path of ["/dashboard/plan", "/dashboard/plan.data", "/dashboard/plan/intake", "/dashboard/plan/intake.data"]) {
      const seen = await servePage(build, test, path, { cookie: ben.cookie });
      expect(seen.response.status, path).toBe(200);
      expect(seen.html, path).not.toContain("Visa card");
    }
    await saveIntake(ben.id, { country: "CA", region: "ON", age: "old" });
    const broken = await servePage(build, test, "/dashboard/plan", { cookie: ben.cookie });
    expect(broken.response.status).toBe(200);
    expect(broken.document.querySelector('a[href="/dashboard/plan/intake"]')!.textContent).toBe("Answer the questions");
  });
});

describe("the coach's notes on the plan", () => {
  it("are written beside the session in the console, audited, and shown to that member alone under the coach's name", async () => {
    const coach = await member("coach@example.com", null, "Casey");
    await changeRole(test.db, { id: coach.id }, "coach", COMMAND_ACTOR, "test set-up");
    const otherCoach = await member("olive@example.com", null, "Olive");
    await changeRole(test.db, { id: otherCoach.id }, "coach", COMMAND_ACTOR, "test set-up");
    const ana = await member("ana@example.com", "elite");
    const ben = await member("ben@example.com", "elite", "Ben");
    await saveIntake(ana.id, ONTARIO);
    await saveIntake(ben.id, ONTARIO);
    const soon = new Date(Date.now() + 3 * 86_400_000);
    const sessionId = crypto.randomUUID();
    await test.db.insert(coachingSessions).values({
      id: sessionId,
      coachId: coach.id,
      memberId: ana.id,
      startsAt: soon,
      endsAt: new Date(soon.getTime() + 45 * 60_000),
      periodEnd: new Date(Date.now() + MONTH),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const post = async (body: Record<string, string>, cookie: string) =>
      routeResult(
        await returnedOrThrown(
          consoleAction({ request: formRequest("/admin/coaching", body, cookie), params: {}, context: test.requestContext() }),
        ),
      );

    const tooLong = await post({ intent: "plan-note", sessionId, planNote: "x".repeat(4001) }, coach.cookie);
    expect(tooLong.status).toBe(400);
    expect(tooLong.value.errors.planNote).toBe("Keep the plan notes under 4,000 characters.");
    expect((await post({ intent: "plan-note", sessionId, planNote: "Open the FHSA this month." }, coach.cookie)).status).toBe(302);
    expect((await post({ intent: "plan-note", sessionId, planNote: "Open the FHSA before March." }, coach.cookie)).status).toBe(302);
    // Another coach cannot write for this member, whatever coach id they post.
    expect((await post({ intent: "plan-note", sessionId, planNote: "Mine now", coachId: coach.id }, otherCoach.cookie)).status).toBe(404);
    const audits = await test.db.select().from(auditLog).where(eq(auditLog.action, "plan-note-save"));
    expect(audits.map((row) => [row.actorId, row.target])).toEqual([
      [coach.id, `user:${ana.id}`],
      [coach.id, `user:${ana.id}`],
    ]);

    const console = await servePage(build, test, "/admin/coaching", { cookie: coach.cookie });
    expect(console.roundTrips).toBe(1);
    expect(console.document.querySelector<HTMLTextAreaElement>(`#plan-note-${sessionId}`)!.value).toBe("Open the FHSA before March.");

    const plan = await servePage(build, test, "/dashboard/plan", { cookie: ana.cookie });
    const note = plan.document.querySelector('[data-testid="plan-coach-note"]')!;
    expect(note.textContent).toContain("Open the FHSA before March.");
    expect(note.textContent).toContain("Casey Tester");
    expect(plan.html).not.toContain("coach@example.com");
    expect(plan.html).not.toContain("Mine now");
    expect((await servePage(build, test, "/dashboard/plan", { cookie: ben.cookie })).html).not.toContain("Open the FHSA");

    // Dated the day it was written where the member lives: 04:30 UTC on March 4 is March 3 in Vancouver.
    await test.db.update(users).set({ timeZone: "America/Vancouver" }).where(eq(users.id, ana.id));
    await test.db.update(planCoachNotes).set({ updatedAt: new Date("2026-03-04T04:30:00Z") });
    const dated = await servePage(build, test, "/dashboard/plan", { cookie: ana.cookie });
    expect(dated.document.querySelector('[data-testid="plan-coach-note"]')!.textContent).toContain("Mar 3, 2026");
  });
});
