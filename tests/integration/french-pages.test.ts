/**
 * No English left on the French edition (issue 41): each French page, as the server renders it (what a
 * browser without JavaScript shows), scanned for English — any text of the English catalogue, any
 * sentence that reads as English (tests/support/english-left.ts). Public pages, the tools with results,
 * and a learner's pages from the dashboard to the certificate.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { orders } from "../../db/schema";
import { englishLeft } from "../support/english-left";
import { createSignedInUser } from "../support/loaders";
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
];

async function scan(path: string, cookie?: string) {
  const { response, document } = await servePage(build, test, path, { cookie });
  expect(response.status, path).toBeLessThan(500);
  expect(document.documentElement.lang, path).toBe("fr-CA");
  return englishLeft(document);
}

async function learnerWithBootcamp() {
  const learner = await createSignedInUser(test);
  await test.db
    .insert(orders)
    .values({ id: crypto.randomUUID(), userId: learner.id, productName: "budget-bootcamp", status: "paid", amount: 5900, currency: "CAD" });
  return learner;
}

describe("the French edition", () => {
  it.each(PUBLIC_PAGES)("leaves no English on %s", async (path) => {
    expect(await scan(path)).toEqual([]);
  });

  it.each(LEARNER_PAGES)("leaves no English on a learner's %s", async (path) => {
    expect(await scan(path, (await learnerWithBootcamp()).cookie)).toEqual([]);
  });
});
