import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { loader as overviewLoader } from "~/routes/dashboard._index";
import { loader as profileLoader } from "~/routes/dashboard.profile";
import { loader as achievementsLoader } from "~/routes/dashboard.achievements";
import { loader as coursesLoader } from "~/routes/dashboard.courses";
import { loader as progressLoader } from "~/routes/dashboard.progress";
import { loader as settingsLoader } from "~/routes/dashboard.settings";
import { loader as coursePageLoader } from "~/routes/courses.$courseId";
import { loader as adminLoader } from "~/routes/admin";
import { loader as learnersLoader } from "~/routes/admin.learners._index";
import { loader as learnerLoader } from "~/routes/admin.learners.$userId";
import { loader as auditLoader } from "~/routes/admin.audit";
import { loader as reviewsConsoleLoader } from "~/routes/admin.reviews";
import { loader as catalogueLoader } from "~/routes/courses._index";
import { loader as homeLoader } from "~/routes/_index";
import { changeRole } from "~/features/admin/roles.server";
import { COMMAND_ACTOR } from "~/features/admin/audit.server";
import { loader as subscriptionLoader } from "~/routes/dashboard.subscription";
import { loader as planChangeLoader } from "~/routes/dashboard.subscription_.change";
import { loader as adminOverviewLoader } from "~/routes/admin._index";
import { loader as adminOrdersLoader } from "~/routes/admin.orders";
import { loader as adminOverviewCsvLoader } from "~/routes/admin.overview[.]csv";
import { loader as adminOrdersCsvLoader } from "~/routes/admin.orders[.]csv";
import { loader as debtResultsLoader } from "~/routes/courses.debt-challenge.results";
import { getSessionUser } from "~/lib/services/auth/session.server";
import { courseReviews, customers, orders, profiles, subscribers } from "../../db/schema";
import { createPayments } from "../../server/payments";
import { parseSettings } from "../../server/settings";
import { createSeededTestDatabase, RAW_TEST_SETTINGS } from "../support/database";
import { createSignedInUser } from "../support/loaders";

let test: Awaited<ReturnType<typeof createSeededTestDatabase>>;
beforeEach(async () => {
  // With the lessons: most pages here list or gate them.
  test = await createSeededTestDatabase();
});
afterEach(() => test.cleanup());

function signedInUser() {
  return createSignedInUser(test, { email: "ada@example.com" });
}

type Loader = (args: { request: Request; params: Record<string, string>; context: typeof test.context }) => Promise<unknown>;

/**
 * Runs a page's loaders the way Remix does: side by side, one load context, and a Request object of
 * their own each (Remix strips its own query parameters into a new Request per loader).
 */
async function loadPage(path: string, cookie: string, loaders: Loader[], params: Record<string, string> = {}) {
  const context = test.requestContext();
  test.roundTrips.count = 0;
  const results = await Promise.all(
    loaders.map((loader) => loader({ request: new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }), params, context })),
  );
  return { results, roundTrips: test.roundTrips.count };
}

describe("one database round trip per signed-in page", () => {
  it("/dashboard reads the session once for the root, layout and page loaders", async () => {
    const { cookie } = await signedInUser();
    const { roundTrips } = await loadPage("/dashboard", cookie, [rootLoader, dashboardLoader, overviewLoader] as Loader[]);
    expect(roundTrips).toBe(1);
  });

  it("/dashboard/profile reads the profile in the same round trip as the session", async () => {
    const { id, cookie } = await signedInUser();
    await test.db.insert(profiles).values({ id, firstName: "Ada", lastName: null, updatedAt: new Date() });
    const { results, roundTrips } = await loadPage("/dashboard/profile", cookie, [rootLoader, dashboardLoader, profileLoader] as Loader[]);
    expect(roundTrips).toBe(1);
    expect(results[2]).toMatchObject({ email: "ada@example.com", profile: { firstName: "Ada" } });
  });

  it("/dashboard/settings reads the account with the session, once for the root, layout and page loaders", async () => {
    const { cookie } = await signedInUser();
    const { results, roundTrips } = await loadPage("/dashboard/settings", cookie, [rootLoader, dashboardLoader, settingsLoader] as Loader[]);
    expect(roundTrips).toBe(1);
    expect(results[2]).toMatchObject({ email: "ada@example.com" });
  });

  it.each([
    ["/dashboard/courses", coursesLoader],
    ["/dashboard/progress", progressLoader],
    ["/dashboard/achievements", achievementsLoader],
  ])("%s reads the learner's lessons, orders and certificates in the same round trip as the session", async (path, loader) => {
    const { id, cookie } = await signedInUser();
    await test.db.insert(orders).values({ id: "o1", userId: id, productName: "budget-bootcamp", status: "paid", amount: 4700, currency: "USD" });
    const { results, roundTrips } = await loadPage(path, cookie, [rootLoader, dashboardLoader, loader] as Loader[]);
    expect(roundTrips).toBe(1);
    expect(JSON.stringify(results[2])).toContain("7-Day Budget Bootcamp");
  });

  it.each([
    ["a paid order", "purchase"],
    ["an active plan", "subscription"],
    ["neither", "none"],
  ])("a course page knows whether the learner holds the course (%s) from the same round trip as the session", async (holding, access) => {
    const { id, cookie } = await signedInUser();
    if (access === "purchase")
      await test.db
        .insert(orders)
        .values({ id: "o1", userId: id, productName: "budget-bootcamp", status: "paid", amount: 4700, currency: "USD" });
    if (access === "subscription")
      await test.db
        .insert(subscribers)
        .values({ userId: id, subscribed: true, subscriptionTier: "basic", subscriptionEnd: new Date(Date.now() + 86_400_000) });
    const { results, roundTrips } = await loadPage("/courses/budget-bootcamp", cookie, [rootLoader, coursePageLoader] as Loader[], {
      courseId: "budget-bootcamp",
    });
    expect(roundTrips).toBe(1);
    expect(results[1]).toMatchObject({ data: { access } });
  });

  it.each([
    ["/courses", catalogueLoader],
    ["/", homeLoader],
  ])("%s reads the learner's courses and the courses' ratings in the same round trip as the session", async (path, loader) => {
    const { cookie } = await signedInUser();
    const { results, roundTrips } = await loadPage(path, cookie, [rootLoader, loader] as Loader[]);
    expect(roundTrips).toBe(1);
    expect(results[1]).toMatchObject({ ratings: { "budget-bootcamp": null } });
  });

  it.each([
    ["/dashboard/subscription", subscriptionLoader],
    ["/dashboard/subscription/change?tier=premium", planChangeLoader],
  ])(
    "%s reads the plan and its billing in the same round trip as the session (local provider: its preview needs no read)",
    async (path, loader) => {
      test.context.payments = createPayments(parseSettings({ ...RAW_TEST_SETTINGS, PAYMENTS: "local" }), test.db);
      const { id, cookie } = await signedInUser();
      await test.db.insert(customers).values({ userId: id, providerCustomerId: "cus_local_1" });
      await test.db.insert(subscribers).values({
        userId: id,
        subscribed: true,
        subscriptionTier: "basic",
        subscriptionEnd: new Date(Date.now() + 10 * 86_400_000),
        providerSubscriptionId: "sub_local_1",
      });
      const { results, roundTrips } = await loadPage(path, cookie, [rootLoader, dashboardLoader, loader] as Loader[]);
      expect(roundTrips).toBe(1);
      expect(JSON.stringify(results[2])).toMatch(/"subscriptionTier":"basic"|You pay CA\$\d+\.\d\d today/);
    },
  );

  it.each([
    ["/admin", [rootLoader, adminLoader, adminOverviewLoader]],
    [
      "/admin/orders?status=paid&currency=CAD&course=budget-bootcamp&from=2020-01-01&to=2030-12-31",
      [rootLoader, adminLoader, adminOrdersLoader],
    ],
    ["/admin/overview.csv", [adminOverviewCsvLoader]],
    ["/admin/orders.csv?status=paid", [adminOrdersCsvLoader]],
  ])("the console's %s reads the business in the same round trip as the session", async (path, loaders) => {
    const { id, cookie } = await signedInUser();
    await changeRole(test.db, { id }, "admin", COMMAND_ACTOR, "test");
    await test.db.insert(orders).values({ id: "o1", userId: id, productName: "budget-bootcamp", status: "paid", amount: 4700, currency: "CAD" });
    const { results, roundTrips } = await loadPage(path, cookie, loaders as Loader[]);
    expect(roundTrips).toBe(1);
    const page = results.at(-1);
    const text = page instanceof Response ? await page.text() : JSON.stringify(page);
    expect(text).toMatch(/47/);
  });

  it("a visitor without a session is sent to sign in, without a query of the page's own", async () => {
    const context = test.requestContext();
    test.roundTrips.count = 0;
    const response = await profileLoader({ request: new Request("http://localhost/dashboard/profile"), params: {}, context }).catch(
      (thrown) => thrown,
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fdashboard%2Fprofile");
    expect(test.roundTrips.count).toBe(0);
  });
});

describe("the public figures join the page's round trip (ADR 034)", () => {
  it.each([
    ["/", [rootLoader, homeLoader], {}],
    ["/courses", [rootLoader, catalogueLoader], {}],
    ["/courses/debt-challenge", [rootLoader, coursePageLoader], { courseId: "debt-challenge" }],
  ])("%s reads its figures with the session and the page's own reads, for a learner and a visitor", async (path, loaders, params) => {
    const { id, cookie } = await signedInUser();
    await test.db.insert(orders).values({ id: "o1", userId: id, productName: "budget-bootcamp", status: "paid", amount: 4700, currency: "USD" });
    for (const as of [cookie, ""]) {
      const { results, roundTrips } = await loadPage(path, as, loaders as Loader[], params);
      expect(roundTrips).toBe(1);
      expect(JSON.stringify(results.at(-1))).toMatch(/"learners":/);
    }
  });

  it("the Debt Challenge's results page reads access and the learner's own report with the session", async () => {
    const { id, cookie } = await signedInUser();
    await test.db
      .insert(orders)
      .values({ id: "o1", userId: id, productName: "debt-elimination-challenge", status: "paid", amount: 9700, currency: "USD" });
    const { results, roundTrips } = await loadPage("/courses/debt-challenge/results", cookie, [rootLoader, debtResultsLoader] as Loader[]);
    expect(roundTrips).toBe(1);
    expect(JSON.stringify(results[1])).toContain('"access":true');
  });
});

describe("one database round trip per console page", () => {
  it.each([
    ["/admin/learners?q=ada", learnersLoader],
    ["/admin/learners/{learner}", learnerLoader],
    ["/admin/audit?action=role-change", auditLoader],
    ["/admin/reviews?course=budget-bootcamp&status=shown", reviewsConsoleLoader],
  ])("%s reads the staff check and the page's data with the session", async (path, loader) => {
    const admin = await createSignedInUser(test, { email: "boss@example.com" });
    await changeRole(test.db, { id: admin.id }, "admin", COMMAND_ACTOR, "test set-up");
    const { id } = await signedInUser();
    await test.db.insert(orders).values({ id: "o1", userId: id, productName: "budget-bootcamp", status: "paid", amount: 4700, currency: "USD" });
    const now = new Date();
    await test.db
      .insert(courseReviews)
      .values({ userId: id, courseId: "budget-bootcamp", rating: 4, body: "Clear.", createdAt: now, updatedAt: now });
    const { results, roundTrips } = await loadPage(path.replace("{learner}", id), admin.cookie, [rootLoader, adminLoader, loader] as Loader[], {
      userId: id,
    });
    expect(roundTrips).toBe(1);
    expect(JSON.stringify(results[2])).toMatch(/ada@example.com|role-change/);
  });
});

describe("the session carries the subscription", () => {
  it("reads the plan with the user, and shows it on the sidebar only while it is paid for", async () => {
    const { id, cookie } = await signedInUser();
    const request = () => new Request("http://localhost/dashboard", { headers: { Cookie: cookie } });
    const free = await getSessionUser(request(), test.requestContext());
    expect(free?.subscription).toEqual({ subscribed: false, tier: null, end: null });

    const end = new Date(Date.now() + 86_400_000);
    await test.db.insert(subscribers).values({ userId: id, subscribed: true, subscriptionTier: "premium", subscriptionEnd: end });
    const paid = await getSessionUser(request(), test.requestContext());
    expect(paid?.subscription).toEqual({ subscribed: true, tier: "premium", end });
    const layout = await dashboardLoader({ request: request(), params: {}, context: test.requestContext() });
    expect(layout.account.plan).toBe("Premium");

    await test.db.update(subscribers).set({ subscriptionEnd: new Date(Date.now() - 1000) });
    const lapsed = await dashboardLoader({ request: request(), params: {}, context: test.requestContext() });
    expect(lapsed.account.plan).toBe("Free");
  });
});

describe("statements outside a stated batch", () => {
  it("leave one by one, in the order issued: two writes an action starts together are never one transaction", async () => {
    const { id } = await signedInUser();
    const context = test.requestContext();
    test.roundTrips.count = 0;
    // Issued in the same turn, neither awaited before the other: as an action that forgot to batch would.
    const save = context.db.insert(profiles).values({ id, firstName: "Ada", lastName: null, updatedAt: new Date() });
    const clash = context.db.insert(profiles).values({ id, firstName: "Bea", lastName: null, updatedAt: new Date() });
    const [saved, clashed] = await Promise.allSettled([save, clash]);
    expect(test.roundTrips.count).toBe(2);
    // The first is committed on its own; the second fails on its own (same primary key), undoing nothing.
    expect(saved.status).toBe("fulfilled");
    expect(clashed.status).toBe("rejected");
    expect(await test.db.select({ firstName: profiles.firstName }).from(profiles)).toEqual([{ firstName: "Ada" }]);
  });
});
