/**
 * Saved plans (issue 27 item 1) over a real database: the tool's Save stores exactly the page's state
 * under the learner's name; the limit (5 free and Basic, 100 Premium and Elite) is one conditional
 * insert, so concurrent saves at the limit make at most the limit; names are unique per tool whatever
 * their case; another learner's plan id is ignored on a tool page and answers 404 to every write;
 * a Premium net worth save adds a snapshot in cents; deleting the account deletes it all.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NET_WORTH_HISTORY_PATH } from "~/features/advanced-tools/paths";
import { deleteAccount } from "~/lib/services/auth/accounts.server";
import { getSessionUser } from "~/lib/services/auth/session.server";
import { saveNewPlan, updatePlan } from "~/features/saved-plans/saved-plans.server";
import { action as debtAction } from "~/routes/tools.debt-payoff-planner";
import { action as netWorthAction } from "~/routes/tools.net-worth-tracker";
import { loader as goalsLoader } from "~/routes/tools.goal-tracker";
import { localToday } from "~/features/time-zones/domain/zoned-time";
import { action as plansAction } from "~/routes/dashboard.plans";
import { netWorthSnapshots, savedPlans, subscribers, users } from "../../db/schema";
import { formRequest } from "../support/account-actions";
import { createSignedInUser } from "../support/loaders";
import { giveActivePlan } from "../support/plans";
import { servePage } from "../support/pipeline";
import { routeResult } from "../support/route-result";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: false }, (loaded) => ({ build, test } = loaded));

const DEBT = "/tools/debt-payoff-planner";
const NET_WORTH = "/tools/net-worth-tracker";
const GOALS = "/tools/goal-tracker";
const CAR_LOAN = "strategy=avalanche&name=Car+loan&balance=8000&interestRate=6.5&minimumPayment=250&extraPayment=100";

type Action = (args: { request: Request; context: ReturnType<TestDatabase["requestContext"]>; params: Record<string, string> }) => unknown;

/** Posts a form to a route's action as the browser would, and reads what it answered (returned or thrown). */
async function post(action: Action, path: string, body: Record<string, string>, cookie?: string) {
  try {
    return routeResult(await action({ request: formRequest(path, body, cookie), context: test.requestContext(), params: {} }));
  } catch (thrown) {
    return routeResult(thrown);
  }
}

const saveDebt = (cookie: string, name: string, query = CAR_LOAN) =>
  post(debtAction as Action, `${DEBT}?${query}`, { intent: "save-new", name, query }, cookie);

const plansOf = (userId: string) => test.db.select().from(savedPlans).where(eq(savedPlans.userId, userId));

async function learner(email: string) {
  return createSignedInUser(test, { email });
}

describe("a tool's today", () => {
  it("is the signed-in learner's own date, not UTC's", async () => {
    const now = new Date();
    // A zone whose date differs from UTC's at the moment the test runs.
    const timeZone = now.getUTCHours() < 12 ? "Pacific/Pago_Pago" : "Pacific/Kiritimati";
    const learner = await createSignedInUser(test, { email: "far-away@example.com" });
    await test.db.update(users).set({ timeZone }).where(eq(users.id, learner.id));
    const request = new Request(`http://localhost${GOALS}`, { headers: { Cookie: learner.cookie } });
    const loaded = (await goalsLoader({ request, params: {}, context: test.requestContext() })) as { today: string };
    expect(loaded.today).toBe(localToday({ timeZone }, now));
    expect(loaded.today).not.toBe(now.toISOString().slice(0, 10));
  });
});

describe("what the tools say about storing", () => {
  it("says on the tools index, in both languages, that what is typed is stored only when a learner saves it", async () => {
    const english = await servePage(build, test, "/tools");
    expect(english.html).toContain("nothing is stored unless you sign in and save it.");
    expect(english.html).not.toContain("We never store it");
    const french = await servePage(build, test, "/fr/tools");
    expect(french.html).toContain("rien n’est conservé, sauf si vous vous connectez et l’enregistrez.");
    expect(french.html).not.toContain("Nous ne le conservons jamais");
  });
});

describe("saving a tool's plan", () => {
  it("stores exactly the page's state under the typed name and reopens it with its name and Save changes", async () => {
    const ana = await learner("ana@example.com");
    const saved = await saveDebt(ana.cookie, "  Car loan plan  ", `${CAR_LOAN}&saved=1&currency=CAD&addRow=1&plan=nothing`);
    expect(saved.status).toBe(302);
    const [plan] = await plansOf(ana.id);
    // Trimmed name; only the planner's own keys are kept, in the page's order.
    expect(plan).toMatchObject({ tool: "debt", name: "Car loan plan", query: CAR_LOAN });
    expect(saved.headers.get("Location")).toBe(`${DEBT}?${CAR_LOAN}&plan=${plan!.id}`);

    const page = await servePage(build, test, `${DEBT}?${CAR_LOAN}&plan=${plan!.id}`, { cookie: ana.cookie });
    expect(page.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.roundTrips).toBe(1);
    expect(page.document.querySelector("#saved-plan-title")?.textContent).toBe("Open plan: Car loan plan");
    expect(page.document.querySelector("button[value=save-changes]")?.textContent).toBe("Save changes");
    expect(page.document.querySelector("[data-testid=plan-allowance]")?.textContent).toContain("1 of 5 saved plans.");

    // Save changes: the same plan takes the new state.
    const changed = CAR_LOAN.replace("extraPayment=100", "extraPayment=300");
    const update = await post(
      debtAction as Action,
      `${DEBT}?${changed}`,
      { intent: "save-changes", planId: plan!.id, query: changed },
      ana.cookie,
    );
    expect(update.status).toBe(302);
    expect((await plansOf(ana.id)).map((row) => row.query)).toEqual([changed]);

    const list = await servePage(build, test, "/dashboard/plans", { cookie: ana.cookie });
    expect(list.roundTrips).toBe(1);
    expect(list.response.headers.get("Cache-Control")).toBe("private, no-store");
    const open = list.document.querySelector<HTMLAnchorElement>("[data-testid=saved-plan] a.button-primary");
    expect(open?.getAttribute("href")).toBe(`${DEBT}?${changed}&plan=${plan!.id}`);
    expect(list.document.querySelector("[data-testid=saved-plan] h2")?.textContent).toBe("Car loan plan");
  });

  it("invites a visitor to sign in and keeps their permanent link; a visitor's save goes to sign in", async () => {
    const page = await servePage(build, test, `${DEBT}?${CAR_LOAN}`);
    expect(page.roundTrips).toBe(0);
    const invite = [...page.document.querySelectorAll("a")].find((link) => link.textContent === "Sign in to save plans");
    // Signing in comes back to the same plan.
    expect(invite?.getAttribute("href")).toBe(`/login?redirectTo=${encodeURIComponent(`${DEBT}?${CAR_LOAN}`)}`);
    expect(page.document.body.textContent).toContain("Save Plan");
    const visitor = await post(debtAction as Action, DEBT, { intent: "save-new", name: "Mine", query: CAR_LOAN });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
    expect(await test.db.select().from(savedPlans)).toHaveLength(0);
  });

  it("refuses bad names and over-long plans with a clear sentence and keeps the name typed", async () => {
    const ana = await learner("ana@example.com");
    const empty = await saveDebt(ana.cookie, "   ");
    expect(empty.status).toBe(400);
    expect(empty.value.errors.name).toBe("Give the plan a name.");
    const long = await saveDebt(ana.cookie, "x".repeat(81));
    expect(long.status).toBe(400);
    expect(long.value.errors.name).toBe("Keep the name to 80 characters or fewer.");
    expect(long.value.values.name).toBe("x".repeat(80));
    const huge = await saveDebt(ana.cookie, "Huge", `name=${"a".repeat(4001)}`);
    expect(huge.status).toBe(400);
    expect(huge.value.errors.form).toBe("This plan is too long to save. Remove a few rows and try again.");
    expect(huge.value.values.name).toBe("Huge");

    expect((await saveDebt(ana.cookie, "Car loan")).status).toBe(302);
    const taken = await saveDebt(ana.cookie, "CAR LOAN", CAR_LOAN.replace("8000", "9000"));
    expect(taken.status).toBe(409);
    expect(taken.value.errors.name).toBe("You already have a plan named “CAR LOAN” in this tool. Choose another name.");
    expect(taken.value.values.name).toBe("CAR LOAN");
    // The same name in another tool is another plan.
    const other = await post(netWorthAction as Action, NET_WORTH, { intent: "save-new", name: "Car loan", query: "assets.cash=10" }, ana.cookie);
    expect(other.status).toBe(302);
    // A double submit of the same save is the plan it made, not a refusal.
    expect((await saveDebt(ana.cookie, "car loan")).status).toBe(302);
    expect(await plansOf(ana.id)).toHaveLength(2);
    // Whatever the case of an accented letter too: SQLite's lower() folds ASCII only.
    expect((await saveDebt(ana.cookie, "Épargne été", CAR_LOAN.replace("8000", "7000"))).status).toBe(302);
    const accented = await saveDebt(ana.cookie, "ÉPARGNE ÉTÉ", CAR_LOAN.replace("8000", "6000"));
    expect(accented.status).toBe(409);
    expect(accented.value.errors.name).toBe("You already have a plan named “ÉPARGNE ÉTÉ” in this tool. Choose another name.");
    expect(await plansOf(ana.id)).toHaveLength(3);

    const renameTaken = await post(
      plansAction as Action,
      "/dashboard/plans",
      { intent: "rename", planId: (await plansOf(ana.id)).find((row) => row.tool === "debt")!.id, name: "  " },
      ana.cookie,
    );
    expect(renameTaken.status).toBe(400);
    expect(renameTaken.value.errors.name).toBe("Give the plan a name.");
  });
});

describe("the saved-plan limit", () => {
  it("refuses a free account's sixth save with a clear sentence, the name kept, and says the limit before it bites", async () => {
    const ana = await learner("ana@example.com");
    for (const n of [1, 2, 3, 4]) expect((await saveDebt(ana.cookie, `Plan ${n}`)).status).toBe(302);
    const lastSlot = await servePage(build, test, "/dashboard/plans", { cookie: ana.cookie });
    expect(lastSlot.document.querySelector("[data-testid=plan-allowance]")?.textContent).toBe("4 of 5 saved plans. You have room for one more.");
    expect((await saveDebt(ana.cookie, "Plan 5")).status).toBe(302);
    const sixth = await saveDebt(ana.cookie, "Plan 6");
    expect(sixth.status).toBe(403);
    expect(sixth.value.errors.form).toBe(
      "You already keep 5 saved plans, the most your plan allows. Delete one in Saved Plans, or save changes to a plan you have open.",
    );
    expect(sixth.value.values.name).toBe("Plan 6");
    expect(await plansOf(ana.id)).toHaveLength(5);
    const tool = await servePage(build, test, `${DEBT}?${CAR_LOAN}`, { cookie: ana.cookie });
    expect(tool.document.querySelector("[data-testid=plan-allowance]")?.textContent).toContain(
      "5 of 5 saved plans. You have reached your limit: delete a plan to save a new one.",
    );
  });

  it("keeps Basic at 5 and gives Premium and Elite 100", async () => {
    const basic = await learner("basic@example.com");
    await giveActivePlan(test, basic.id, "basic");
    for (const n of [1, 2, 3, 4, 5]) await saveDebt(basic.cookie, `Plan ${n}`);
    expect((await saveDebt(basic.cookie, "Plan 6")).status).toBe(403);

    const premium = await learner("premium@example.com");
    await giveActivePlan(test, premium.id, "premium");
    const now = new Date();
    await test.db.insert(savedPlans).values(
      Array.from({ length: 99 }, (_, n) => ({
        id: crypto.randomUUID(),
        userId: premium.id,
        tool: "debt" as const,
        name: `Plan ${n}`,
        query: CAR_LOAN,
        createdAt: now,
        updatedAt: now,
      })),
    );
    expect((await saveDebt(premium.cookie, "Plan 100")).status).toBe(302);
    const refused = await saveDebt(premium.cookie, "Plan 101");
    expect(refused.status).toBe(403);
    expect(refused.value.errors.form).toContain("You already keep 100 saved plans");
    expect(await plansOf(premium.id)).toHaveLength(100);

    const elite = await learner("elite@example.com");
    await test.db
      .insert(subscribers)
      .values({ userId: elite.id, subscribed: true, subscriptionTier: "elite", subscriptionEnd: new Date(Date.now() + 30 * 86_400_000) });
    const page = await servePage(build, test, DEBT, { cookie: elite.cookie });
    expect(page.document.querySelector("[data-testid=plan-allowance]")?.textContent).toContain("0 of 100 saved plans.");
  });

  it("makes at most the limit when saves race at the last slots", async () => {
    const ana = await learner("ana@example.com");
    for (const n of [1, 2, 3]) await saveDebt(ana.cookie, `Plan ${n}`);
    const outcomes = await Promise.all(["A", "B", "C", "D", "E", "F"].map((name) => saveDebt(ana.cookie, `Race ${name}`)));
    expect(outcomes.filter((outcome) => outcome.status === 302)).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome.status === 403)).toHaveLength(4);
    expect(await plansOf(ana.id)).toHaveLength(5);
  });
});

describe("another learner's plan id", () => {
  it("is ignored on a tool page, in its HTML and its .data, and answers 404 to Save changes, Rename and Delete", async () => {
    const ana = await learner("ana@example.com");
    const ben = await learner("ben@example.com");
    await saveDebt(ana.cookie, "Ana's secret payoff");
    const [plan] = await plansOf(ana.id);
    const id = plan!.id;
    for (const path of [`${DEBT}?plan=${id}`, `${DEBT}.data?plan=${id}`, "/dashboard/plans", "/dashboard/plans.data"]) {
      const seen = await servePage(build, test, path, { cookie: ben.cookie });
      expect(seen.response.status, path).toBe(200);
      expect(seen.html, path).not.toContain("secret payoff");
      // The tool page echoes the address Ben typed (its forms post back to it); nothing more of Ana's plan.
      if (path.startsWith("/dashboard")) expect(seen.html, path).not.toContain(id);
    }
    const ignored = await servePage(build, test, `${DEBT}?plan=${id}`, { cookie: ben.cookie });
    expect(ignored.document.querySelector("button[value=save-changes]")).toBeNull();
    // Ana's own plan of another tool is not open in this one either.
    const wrongTool = await servePage(build, test, `${NET_WORTH}?plan=${id}`, { cookie: ana.cookie });
    expect(wrongTool.html).not.toContain("secret payoff");

    const update = await post(debtAction as Action, DEBT, { intent: "save-changes", planId: id, query: "name=Mine&balance=1" }, ben.cookie);
    expect(update.status).toBe(404);
    const rename = await post(plansAction as Action, "/dashboard/plans", { intent: "rename", planId: id, name: "Taken over" }, ben.cookie);
    expect(rename.status).toBe(404);
    const remove = await post(plansAction as Action, "/dashboard/plans", { intent: "delete", planId: id }, ben.cookie);
    expect(remove.status).toBe(404);
    // The same sentence as for a plan deleted in another tab, and not a word of Ana's plan.
    for (const answer of [update, rename, remove]) {
      expect(answer.value.errors.form).toBe("That plan is not in your saved plans.");
      expect(JSON.stringify(answer.value)).not.toContain("secret payoff");
    }
    const malformed = await post(plansAction as Action, "/dashboard/plans", { intent: "delete", planId: "../../etc" }, ben.cookie);
    expect(malformed.status).toBe(404);
    expect(await plansOf(ana.id)).toEqual([plan]);
  });

  it("lets the owner rename (not to a name in use) and delete", async () => {
    const ana = await learner("ana@example.com");
    await saveDebt(ana.cookie, "First");
    await saveDebt(ana.cookie, "Second", CAR_LOAN.replace("8000", "9000"));
    const [first, second] = (await plansOf(ana.id)).sort((a, b) => a.name.localeCompare(b.name));
    const clash = await post(plansAction as Action, "/dashboard/plans", { intent: "rename", planId: first!.id, name: "second" }, ana.cookie);
    expect(clash.status).toBe(409);
    expect(clash.value).toMatchObject({ planId: first!.id, values: { name: "second" } });
    const renamed = await post(plansAction as Action, "/dashboard/plans", { intent: "rename", planId: first!.id, name: "Car loan" }, ana.cookie);
    expect(renamed.status).toBe(302);
    const removed = await post(plansAction as Action, "/dashboard/plans", { intent: "delete", planId: second!.id }, ana.cookie);
    expect(removed.status).toBe(302);
    expect((await plansOf(ana.id)).map((row) => row.name)).toEqual(["Car loan"]);
  });
});

describe("net worth snapshots", () => {
  const STATE = "assets.cash=1500.25&assets.investments=10000&liabilities.creditCards=499.99";

  it("adds one per save of a Premium member's net worth plan, in cents, and none for a free account", async () => {
    const pat = await learner("pat@example.com");
    await giveActivePlan(test, pat.id, "premium");
    const saved = await post(netWorthAction as Action, NET_WORTH, { intent: "save-new", name: "Our net worth", query: STATE }, pat.cookie);
    expect(saved.status).toBe(302);
    const [plan] = await plansOf(pat.id);
    const later = STATE.replace("assets.cash=1500.25", "assets.cash=2500.25");
    await post(netWorthAction as Action, NET_WORTH, { intent: "save-changes", planId: plan!.id, query: later }, pat.cookie);
    const snapshots = await test.db.select().from(netWorthSnapshots).where(eq(netWorthSnapshots.userId, pat.id));
    expect(
      snapshots.map(({ assetsCents, liabilitiesCents, query, savedPlanId }) => ({ assetsCents, liabilitiesCents, query, savedPlanId })),
    ).toEqual([
      { assetsCents: 1_150_025, liabilitiesCents: 49_999, query: STATE, savedPlanId: plan!.id },
      { assetsCents: 1_250_025, liabilitiesCents: 49_999, query: later, savedPlanId: plan!.id },
    ]);

    const free = await learner("free@example.com");
    await post(netWorthAction as Action, NET_WORTH, { intent: "save-new", name: "Mine", query: STATE }, free.cookie);
    expect(await plansOf(free.id)).toHaveLength(1);
    expect(await test.db.select().from(netWorthSnapshots).where(eq(netWorthSnapshots.userId, free.id))).toHaveLength(0);
    // A refused save writes no snapshot.
    await post(netWorthAction as Action, NET_WORTH, { intent: "save-new", name: "our NET WORTH", query: later }, pat.cookie);
    expect(await test.db.select().from(netWorthSnapshots).where(eq(netWorthSnapshots.userId, pat.id))).toHaveLength(2);

    // A third save, and the history page shows the three, oldest first.
    const third = STATE.replace("assets.cash=1500.25", "assets.cash=4000");
    await post(netWorthAction as Action, NET_WORTH, { intent: "save-changes", planId: plan!.id, query: third }, pat.cookie);
    const history = await servePage(build, test, NET_WORTH_HISTORY_PATH, { cookie: pat.cookie });
    const rows = [...history.document.querySelectorAll('[data-testid="history-table"] tbody tr')].map((row) =>
      [...row.querySelectorAll("td")].map((cell) => cell.textContent),
    );
    expect(rows.map(([, assets]) => assets)).toEqual(["CA$11,500.25", "CA$12,500.25", "CA$14,000.00"]);
  });

  it("adds one for a Save changes form sent twice (a double click without JavaScript); the next page's form adds its own", async () => {
    const pat = await learner("pat@example.com");
    await giveActivePlan(test, pat.id, "premium");
    await post(netWorthAction as Action, NET_WORTH, { intent: "save-new", name: "Our net worth", query: STATE }, pat.cookie);
    const [plan] = await plansOf(pat.id);
    const tokenOnPage = async () => {
      const page = await servePage(build, test, `${NET_WORTH}?${STATE}&plan=${plan!.id}`, { cookie: pat.cookie });
      return page.document.querySelector<HTMLInputElement>('input[name="saveToken"]')!.value;
    };
    const saveChanges = (query: string, saveToken: string) =>
      post(netWorthAction as Action, NET_WORTH, { intent: "save-changes", planId: plan!.id, query, saveToken }, pat.cookie);
    const later = STATE.replace("assets.cash=1500.25", "assets.cash=2500.25");
    const token = await tokenOnPage();
    const answers = await Promise.all([saveChanges(later, token), saveChanges(later, token)]);
    expect(answers.map((answer) => answer.status)).toEqual([302, 302]);
    const snapshotsOf = () => test.db.select().from(netWorthSnapshots).where(eq(netWorthSnapshots.userId, pat.id));
    expect(await snapshotsOf()).toHaveLength(2);

    const next = await tokenOnPage();
    expect(next).not.toBe(token);
    await saveChanges(later, next);
    expect(await snapshotsOf()).toHaveLength(3);
  });

  it("are not written, and the free limit holds, when the plan lapses between the session's read and the save", async () => {
    const pat = await learner("pat@example.com");
    await giveActivePlan(test, pat.id, "premium");
    const context = test.requestContext();
    const readAsPremium = (await getSessionUser(new Request("http://localhost/", { headers: { Cookie: pat.cookie } }), context))!;
    const saved = await saveNewPlan(context, readAsPremium, { tool: "net-worth", name: "Ours", query: STATE }, new Date());
    expect(saved.kind).toBe("saved");
    const snapshotsOf = () => test.db.select().from(netWorthSnapshots).where(eq(netWorthSnapshots.userId, pat.id));
    expect(await snapshotsOf()).toHaveLength(1);
    for (const n of [2, 3, 4, 5]) await saveNewPlan(context, readAsPremium, { tool: "debt", name: `Plan ${n}`, query: CAR_LOAN }, new Date());

    // The plan ends; the request still holds the session it read as Premium.
    await test.db.update(subscribers).set({ subscribed: false }).where(eq(subscribers.userId, pat.id));
    const later = STATE.replace("assets.cash=1500.25", "assets.cash=2500.25");
    expect(
      await updatePlan(
        context,
        readAsPremium,
        { tool: "net-worth", planId: saved.kind === "saved" ? saved.id : "", query: later, saveToken: crypto.randomUUID() },
        new Date(),
      ),
    ).toEqual({
      name: "Ours",
    });
    expect(await snapshotsOf()).toHaveLength(1);
    expect((await saveNewPlan(context, readAsPremium, { tool: "debt", name: "Plan 6", query: CAR_LOAN }, new Date())).kind).toBe("full");
    expect(await plansOf(pat.id)).toHaveLength(5);
  });

  it("goes with the account: deleting it deletes its plans and snapshots", async () => {
    const pat = await learner("pat@example.com");
    await giveActivePlan(test, pat.id, "premium");
    const other = await learner("other@example.com");
    await post(netWorthAction as Action, NET_WORTH, { intent: "save-new", name: "Net worth", query: STATE }, pat.cookie);
    await saveDebt(pat.cookie, "Debts");
    await saveDebt(other.cookie, "Theirs");
    expect(await plansOf(pat.id)).toHaveLength(2);
    await deleteAccount(test.context, pat.id);
    expect(await plansOf(pat.id)).toHaveLength(0);
    expect(await test.db.select().from(netWorthSnapshots).where(eq(netWorthSnapshots.userId, pat.id))).toHaveLength(0);
    expect(await plansOf(other.id)).toHaveLength(1);
  });
});
