/**
 * No English left on the French edition (issue 41): each French page, as the server renders it (what a
 * browser without JavaScript shows), scanned for English — any text of the English catalogue, any
 * sentence that reads as English (tests/support/english-left.ts), and any link that leads back to an
 * English address. Public pages, the tools with results,
 * and a learner's pages from the dashboard to the certificate.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { englishLeft } from "../support/english-left";
import { learnerWithBootcamp } from "../support/loaders";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";
import { servePage } from "../support/pipeline";

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: true }, (loaded) => ({ build, test } = loaded));

const PUBLIC_PAGES = [
  "/fr",
  "/fr/courses",
  "/fr/courses/budget-bootcamp",
  "/fr/courses/debt-challenge",
  "/fr/courses/financial-masterclass",
  "/fr/tools",
  "/fr/tools/budget-calculator",
  "/fr/tools/net-worth-tracker",
  "/fr/tools/debt-payoff-planner",
  "/fr/tools/goal-tracker",
  // A tool with results: the debt planner with two debts.
  "/fr/tools/debt-payoff-planner?strategy=avalanche&name=Visa&balance=1200&interestRate=20&minimumPayment=50&name=Auto&balance=9500&interestRate=6.9&minimumPayment=310&extraPayment=50",
  "/fr/tools/budget-calculator?method=50-30-20&income.salary=5000&income.freelance=1000&expense.housing=1800&expense.food=600",
  "/fr/tools/net-worth-tracker?assets.cash=12000&assets.realEstate=350000&liabilities.mortgage=280000&liabilities.carLoans=9500&previousNetWorth=60000",
  "/fr/support",
  "/fr/live",
  "/fr/community",
  "/fr/login",
  "/fr/signup",
  "/fr/reset-password",
  "/fr/privacy",
  "/fr/terms",
  "/fr/refund-policy",
  "/fr/no-such-page",
];

const LEARNER_PAGES = [
  "/fr/dashboard",
  "/fr/dashboard/courses",
  "/fr/dashboard/progress",
  "/fr/dashboard/achievements",
  "/fr/dashboard/purchases",
  "/fr/dashboard/settings",
  "/fr/dashboard/profile",
  "/fr/courses/budget-bootcamp/lesson/1",
  "/fr/courses/budget-bootcamp/assessment",
  "/fr/courses/budget-bootcamp/lesson/3",
  "/fr/courses/budget-bootcamp/lesson/3/worksheet",
  "/fr/dashboard/subscription",
  "/fr/dashboard/plans",
  "/fr/dashboard/plan",
  "/fr/dashboard/review",
  "/fr/dashboard/support",
  "/fr/coaching",
  "/fr/advanced-tools",
  // A course the learner does not hold: the gate.
  "/fr/courses/debt-challenge/results",
  "/fr/courses/debt-challenge/lesson/2",
];

/**
 * Links to this site that leave the French edition: a plain `<a href>` to an English address (the
 * language switch aside, which names its language).
 */
function englishLinks(document: Document): string[] {
  return [...document.querySelectorAll<HTMLAnchorElement>("a[href^='/']")]
    .filter((link) => !link.hreflang && !/^\/fr(?:[/?#]|$)/.test(link.getAttribute("href")!))
    .map((link) => link.getAttribute("href")!);
}

async function scan(path: string, cookie?: string) {
  const { response, document } = await servePage(build, test, path, { cookie });
  expect(response.status, path).toBeLessThan(500);
  expect(response.headers.get("Location"), path).toBeNull();
  expect(document.documentElement.lang, path).toBe("fr-CA");
  return [...englishLeft(document), ...englishLinks(document)];
}

describe("the French edition", () => {
  it("would see English: the scan finds it on the English twin of a page", async () => {
    const { document } = await servePage(build, test, "/courses");
    expect(englishLeft(document).length).toBeGreaterThan(10);
  });

  it.each(PUBLIC_PAGES)("leaves no English on %s", async (path) => {
    expect(await scan(path)).toEqual([]);
  });

  it.each(LEARNER_PAGES)("leaves no English on a learner's %s", async (path) => {
    expect(await scan(path, (await learnerWithBootcamp(test)).cookie)).toEqual([]);
  });
});
