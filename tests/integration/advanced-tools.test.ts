/**
 * Advanced tools over a real database and the real build (issue 27 item 2): the gates (401 visitors,
 * 403 Basic and free with an offer, Premium and Elite in) on every page, `.data` and CSV; one round
 * trip per page; snapshots dated in the learner's zone and never shown to anyone else; goal plans that
 * are not the learner's answer 404 (IDOR) to the page, its data, its CSV and its form; contributions
 * checked, kept on a refusal and logged once on a double submit; formula-safe exports; the net worth
 * tracker proposing the member's last snapshot and nobody else's.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { localParts } from "~/features/time-zones/domain/zoned-time";
import { action as goalAction } from "~/routes/advanced-tools.goal-progress.$planId";
import { action as goalTrackerAction } from "~/routes/tools.goal-tracker";
import { goalContributions } from "../../db/schema";
import { formRequest } from "../support/account-actions";
import { goalsQuery, insertContribution, insertPlan, insertSnapshot, learner } from "../support/advanced-tools";
import { servePage } from "../support/pipeline";
import { returnedOrThrown, routeResult } from "../support/route-result";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: false }, (loaded) => ({ build, test } = loaded));

const get = (path: string, cookie?: string) => servePage(build, test, path, { cookie });

async function post(planId: string, body: Record<string, string>, cookie?: string) {
  const path = `/advanced-tools/goal-progress/${planId}`;
  const response = await returnedOrThrown(
    goalAction({ request: formRequest(path, body, cookie), params: { planId }, context: test.requestContext() }),
  );
  const { status, headers, value } = routeResult(response);
  return { status, data: value, location: headers.get("Location") };
}

const contributionsOf = (planId: string) => test.db.select().from(goalContributions).where(eq(goalContributions.savedPlanId, planId));
/** Today where the test learners live (Toronto): the server counts contributions in the member's own day, not UTC's. */
const today = () => localParts(new Date(), "America/Toronto").date;

describe("who may use the advanced tools", () => {
  it("gates visitors (401) and Basic or free learners (403, with an offer) on pages, .data and CSVs; Premium gets each page in one round trip", async () => {
    const basic = await learner(test, "basic@example.com", "basic");
    const free = await learner(test, "free@example.com", "free");
    const premium = await learner(test, "pat@example.com", "premium");
    const elite = await learner(test, "eli@example.com", "elite");
    await insertSnapshot(test, basic.id, new Date("2026-01-10T15:00:00Z"), 1234.56, 0);
    const planId = await insertPlan(test, premium.id, "goals", "Savings", goalsQuery([["Car", 5000, 0, "2028-01-01"]]));
    const pages = [
      "/advanced-tools",
      "/advanced-tools/net-worth-history",
      "/advanced-tools/net-worth-history.data",
      "/advanced-tools/debt-what-ifs",
      `/advanced-tools/goal-progress/${planId}`,
      `/advanced-tools/goal-progress/${planId}.data`,
    ];
    for (const path of pages) {
      const visitor = await get(path);
      expect(visitor.response.status, path).toBe(401);
      const outsider = await get(path, basic.cookie);
      expect(outsider.response.status, path).toBe(403);
      // Basic's own snapshot is not shown either: the plan is in the statement.
      expect(outsider.html, path).not.toContain("1,234.56");
      expect(outsider.response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    const gate = await get("/advanced-tools", basic.cookie);
    expect(gate.document.querySelector('[data-testid="advanced-gate"] a')?.getAttribute("href")).toBe(
      "/dashboard/subscription/change?tier=premium",
    );
    expect((await get("/advanced-tools", free.cookie)).document.querySelector('[data-testid="advanced-gate"] a')?.getAttribute("href")).toBe(
      "/#pricing",
    );
    for (const path of [
      "/advanced-tools/net-worth-history/export.csv",
      "/advanced-tools/debt-what-ifs/export.csv",
      `/advanced-tools/goal-progress/${planId}/export.csv`,
    ]) {
      expect((await get(path)).response.status, path).toBe(401);
      expect((await get(path, basic.cookie)).response.status, path).toBe(403);
    }
    expect((await post(planId, { goal: "Car", amount: "10", contributedOn: today(), token: crypto.randomUUID() }, basic.cookie)).status).toBe(
      403,
    );
    expect((await post(planId, { goal: "Car", amount: "10", contributedOn: today(), token: crypto.randomUUID() })).status).toBe(401);
    expect(await contributionsOf(planId)).toHaveLength(0);

    for (const member of [premium, elite]) {
      for (const path of ["/advanced-tools", "/advanced-tools/net-worth-history", "/advanced-tools/debt-what-ifs"]) {
        const page = await get(path, member.cookie);
        expect(page.response.status, path).toBe(200);
        expect(page.response.headers.get("Cache-Control"), path).toBe("private, no-store");
        expect(page.roundTrips, path).toBe(1);
      }
    }
    const goals = await get(`/advanced-tools/goal-progress/${planId}`, premium.cookie);
    expect(goals.response.status).toBe(200);
    expect(goals.roundTrips).toBe(1);
    // The index lists the member's goal plans.
    expect((await get("/advanced-tools", premium.cookie)).html).toContain(`/advanced-tools/goal-progress/${planId}`);
  });
});

describe("net worth history", () => {
  it("shows the member's snapshots in date order, dated in their zone, in the chart, the table and the CSV; nothing of anyone else's", async () => {
    const pat = await learner(test, "pat@example.com", "premium", "America/Vancouver");
    const other = await learner(test, "other@example.com", "premium");
    // 03:00 UTC on March 1st is still February 28th in Vancouver.
    await insertSnapshot(test, pat.id, new Date("2026-03-01T03:00:00Z"), 12000, 3000);
    await insertSnapshot(test, pat.id, new Date("2026-01-15T18:00:00Z"), 10000, 4000);
    await insertSnapshot(test, pat.id, new Date("2026-05-20T18:00:00Z"), 15000, 1500.5);
    await insertSnapshot(test, other.id, new Date("2026-02-01T18:00:00Z"), 777777, 0);

    const page = await get("/advanced-tools/net-worth-history", pat.cookie);
    const rows = [...page.document.querySelectorAll('[data-testid="history-table"] tbody tr')].map((row) => row.textContent);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain("Jan 15, 2026");
    expect(rows[1]).toContain("Feb 28, 2026");
    expect(rows[1]).toContain("9,000.00");
    expect(rows[2]).toContain("13,499.50");
    expect(page.document.querySelector("figure svg")).not.toBeNull();
    expect(page.html).not.toContain("777,777");
    expect((await get("/advanced-tools/net-worth-history.data", pat.cookie)).html).not.toContain("77777700");

    const csv = await get("/advanced-tools/net-worth-history/export.csv?currency=CAD", pat.cookie);
    expect(csv.response.headers.get("Content-Disposition")).toMatch(/^attachment/);
    expect(csv.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(
      csv.html
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .filter(Boolean),
    ).toEqual([
      "Date,Net worth (CAD),Assets (CAD),Liabilities (CAD)",
      "2026-01-15,6000,10000,4000",
      "2026-02-28,9000,12000,3000",
      "2026-05-20,13499.5,15000,1500.5",
    ]);
  });

  it("proposes the member's last snapshot in the net worth tracker's Tracking tab, unless the URL has a previous value; nobody else gets one", async () => {
    const pat = await learner(test, "pat@example.com", "premium", "America/Toronto");
    const basic = await learner(test, "basic@example.com", "basic");
    await insertSnapshot(test, pat.id, new Date("2026-01-15T18:00:00Z"), 10000, 4000);
    await insertSnapshot(test, pat.id, new Date("2026-04-02T18:00:00Z"), 11000, 2500);
    await insertSnapshot(test, basic.id, new Date("2026-04-02T18:00:00Z"), 55555, 0);

    const page = await get("/tools/net-worth-tracker?assets.cash=9000", pat.cookie);
    expect(page.roundTrips).toBe(1);
    expect(page.document.querySelector('[data-testid="previous-from-snapshot"]')?.textContent).toBe("From your snapshot of Apr 2, 2026");
    expect(page.document.querySelector<HTMLInputElement>('input[name="previousNetWorth"]')?.value).toBe("8500");
    // The tracking result is computed with it, without JavaScript: 9,000 now against 8,500.
    expect(page.html).toContain("+5.9%");

    // A saved plan opened as it was saved is not its own previous snapshot: the one before it is proposed.
    await insertSnapshot(test, pat.id, new Date("2026-05-02T18:00:00Z"), 12000, 1000, "assets.cash=12000");
    const reopened = await get("/tools/net-worth-tracker?assets.cash=12000", pat.cookie);
    expect(reopened.document.querySelector('[data-testid="previous-from-snapshot"]')?.textContent).toBe("From your snapshot of Apr 2, 2026");
    // As "Open" and "Save changes" open it: with the plan's id in the address.
    const withPlan = await get(`/tools/net-worth-tracker?assets.cash=12000&plan=${crypto.randomUUID()}`, pat.cookie);
    expect(withPlan.document.querySelector('[data-testid="previous-from-snapshot"]')?.textContent).toBe("From your snapshot of Apr 2, 2026");

    const typed = await get("/tools/net-worth-tracker?previousNetWorth=100", pat.cookie);
    expect(typed.document.querySelector('[data-testid="previous-from-snapshot"]')).toBeNull();
    expect(typed.document.querySelector<HTMLInputElement>('input[name="previousNetWorth"]')?.value).toBe("100");

    for (const cookie of [basic.cookie, undefined]) {
      const other = await get("/tools/net-worth-tracker", cookie);
      expect(other.document.querySelector('[data-testid="previous-from-snapshot"]')).toBeNull();
      expect(other.html).not.toContain("55555");
      expect(other.response.headers.get("Cache-Control")).toBe("private, no-store");
    }
    // A visitor's tool still touches no database at all (ADR 006).
    expect((await get("/tools/net-worth-tracker?assets.cash=9000")).roundTrips).toBe(0);
  });
});

describe("goal progress", () => {
  it("answers 404 to a plan that is not the member's goal plan: page, .data, CSV and form", async () => {
    const pat = await learner(test, "pat@example.com", "premium");
    const sam = await learner(test, "sam@example.com", "premium");
    const samsPlan = await insertPlan(test, sam.id, "goals", "Sam's secret goals", goalsQuery([["Boat", 9000, 0, ""]]));
    await insertContribution(test, sam.id, samsPlan, "Boat", 321, "2026-01-01");
    const patsDebt = await insertPlan(test, pat.id, "debt", "Cards", "name=Visa&balance=100");
    for (const planId of [samsPlan, patsDebt, "no-such-plan"]) {
      for (const path of [
        `/advanced-tools/goal-progress/${planId}`,
        `/advanced-tools/goal-progress/${planId}.data`,
        `/advanced-tools/goal-progress/${planId}/export.csv`,
      ]) {
        const page = await get(path, pat.cookie);
        expect(page.response.status, path).toBe(404);
        expect(page.html, path).not.toContain("Boat");
      }
      expect(
        (await post(planId, { goal: "Boat", amount: "5", contributedOn: "2026-01-02", token: crypto.randomUUID() }, pat.cookie)).status,
      ).toBe(404);
    }
    expect(await contributionsOf(samsPlan)).toHaveLength(1);
  });

  it("logs a contribution once per form, refuses bad input with a sentence and keeps what was typed", async () => {
    const pat = await learner(test, "pat@example.com", "premium");
    const planId = await insertPlan(test, pat.id, "goals", "Savings", goalsQuery([["Car", 5000, 1000, "2030-01-01"]]));
    const token = crypto.randomUUID();
    const first = await post(planId, { goal: "Car", amount: "250.50", contributedOn: today(), token }, pat.cookie);
    expect(first.status).toBe(302);
    expect(first.location).toBe(`/advanced-tools/goal-progress/${planId}`);
    // The same form sent twice (a double click without JavaScript) adds nothing more.
    expect((await post(planId, { goal: "Car", amount: "250.50", contributedOn: today(), token }, pat.cookie)).status).toBe(302);
    const rows = await contributionsOf(planId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: pat.id, goalKey: "Car", amountCents: 25050, contributedOn: today() });

    const refusals: [Record<string, string>, string, string][] = [
      [{ goal: "Car", amount: "-5", contributedOn: today() }, "amount", "Enter an amount above 0, with at most 2 decimals."],
      [{ goal: "Car", amount: "12.345", contributedOn: today() }, "amount", "Enter an amount above 0, with at most 2 decimals."],
      [{ goal: "Boat", amount: "10", contributedOn: today() }, "goal", "Pick one of this plan's goals."],
      [{ goal: "Car", amount: "10", contributedOn: "2999-01-01" }, "contributedOn", "Enter a real date from 1970 on, not in the future."],
      [{ goal: "Car", amount: "10", contributedOn: "2026-02-30" }, "contributedOn", "Enter a real date from 1970 on, not in the future."],
      [{ goal: "Car", amount: "10", contributedOn: "0001-01-01" }, "contributedOn", "Enter a real date from 1970 on, not in the future."],
    ];
    for (const [body, field, message] of refusals) {
      const refused = await post(planId, { ...body, token: crypto.randomUUID() }, pat.cookie);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.data.errors[field]).toBe(message);
      expect(refused.data.values).toMatchObject(body);
    }
    expect(await contributionsOf(planId)).toHaveLength(1);

    // One more, logged last year: the goal's contributions over time, as a chart and its table.
    await insertContribution(test, pat.id, planId, "Car", 100, "2025-06-01");
    const page = await get(`/advanced-tools/goal-progress/${planId}`, pat.cookie);
    const card = page.document.querySelector('[data-testid="goal-progress"]')!;
    expect(card.textContent).toContain("1,350.50");
    expect(card.querySelector("figure svg[viewBox]")).not.toBeNull();
    expect([...card.querySelectorAll(".table-scroll tbody tr")].map((row) => row.textContent)).toEqual([
      expect.stringContaining("Jun 1, 2025"),
      expect.stringContaining("350.50"),
    ]);
    // Its pace counts the months paused since that first contribution (at most 12): today's 250.50 over 12
    // months, not over this one (ADR 042).
    expect(page.document.querySelector('[data-testid="goal-status"]')?.textContent).toMatch(
      /^At this pace: \w{3} \d{4}\. \d+ months late for the target of Jan 2030\.$/,
    );
  });

  it("a goal's log follows it when it is renamed: a plan saved before goals had ids opens with them, and the rename keeps the key", async () => {
    const pat = await learner(test, "pat@example.com", "premium");
    // Saved before goals had ids: its log is kept under the goal's name.
    const planId = await insertPlan(test, pat.id, "goals", "Savings", goalsQuery([["Car", 5000, 0, "2030-01-01"]]));
    await insertContribution(test, pat.id, planId, "Car", 100, "2026-01-05");

    // The saved plans page opens it with the goal's id.
    const plans = await get("/dashboard/plans", pat.cookie);
    const open = [...plans.document.querySelectorAll("a")].map((link) => link.getAttribute("href") ?? "").find((href) => href.includes(planId))!;
    const opened = new URL(open, "http://localhost").searchParams;
    expect(opened.get("goalId")).toBe("Car");

    // Renamed in the tracker, and saved.
    opened.set("name", "First car");
    opened.delete("plan");
    const saved = routeResult(
      await returnedOrThrown(
        goalTrackerAction({
          request: formRequest("/tools/goal-tracker", { intent: "save-changes", planId, query: opened.toString() }, pat.cookie),
          params: {},
          context: test.requestContext(),
        }),
      ),
    );
    expect(saved.status).toBe(302);

    const page = await get(`/advanced-tools/goal-progress/${planId}`, pat.cookie);
    const card = page.document.querySelector('[data-testid="goal-progress"]')!;
    expect(card.textContent).toContain("First car");
    expect(card.textContent).toContain("100.00");
    // New contributions go under the same key, picked by the goal's new name.
    const option = page.document.querySelector('select[name="goal"] option')!;
    expect([option.getAttribute("value"), option.textContent]).toEqual(["Car", "First car"]);
    expect((await post(planId, { goal: "Car", amount: "20", contributedOn: today(), token: crypto.randomUUID() }, pat.cookie)).status).toBe(302);
    expect((await contributionsOf(planId)).map((row) => row.goalKey)).toEqual(["Car", "Car"]);
  });

  it("exports the contributions formula-safe, a goal named like a formula kept as text", async () => {
    const pat = await learner(test, "pat@example.com", "premium");
    const name = '=HYPERLINK("http://evil.example")';
    const planId = await insertPlan(test, pat.id, "goals", "Savings", goalsQuery([[name, 1000, 0, ""]]));
    await insertContribution(test, pat.id, planId, name, 100, "2026-01-05");
    const csv = await get(`/advanced-tools/goal-progress/${planId}/export.csv?currency=USD`, pat.cookie);
    expect(csv.response.status).toBe(200);
    const lines = csv.html.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Goal,Date,Contribution (USD),Logged so far (USD),Projected completion,Target month");
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)",2026-01-05,100,100,/);
  });
});

describe("debt what-ifs", () => {
  it("exports the comparison for a member, one line per plan", async () => {
    const pat = await learner(test, "pat@example.com", "premium");
    const query = "strategy=avalanche&extraPayment=50&name=Visa&balance=1000&interestRate=0&minimumPayment=50&whatIfExtra=100";
    const csv = await get(`/advanced-tools/debt-what-ifs/export.csv?${query}&currency=CAD`, pat.cookie);
    const lines = csv.html
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Your plan,\w{3} \d{4},10,100,0,0,1000$/);
    expect(lines[2]).toMatch(/^Extra payment,\w{3} \d{4},5,200,0,0,1000$/);
    const page = await get(`/advanced-tools/debt-what-ifs?${query}`, pat.cookie);
    expect(page.document.querySelectorAll('[data-testid="what-if-plan"]')).toHaveLength(2);
  });
});
