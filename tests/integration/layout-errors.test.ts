/**
 * The section layouts' error boundaries, through the real build and request pipeline (the code
 * `npm start` serves): a page that fails inside the dashboard, the courses or the tools keeps its
 * section's frame, says what failed and offers a way forward, answers 500 and leaks nothing.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { PRIVATE_CACHE, PUBLIC_PAGE_CACHE } from "~/lib/http/http-cache";
import { loadServerBuild } from "../../server/node";
import { createSeededTestDatabase } from "../support/database";
import { createSignedInUser } from "../support/loaders";
import { servePage, withFailingLoader } from "../support/pipeline";

let build: ServerBuild;
let test: Awaited<ReturnType<typeof createSeededTestDatabase>>;
let consoleError: MockInstance;

beforeAll(async () => {
  build = await loadServerBuild();
});
beforeEach(async () => {
  test = await createSeededTestDatabase();
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  test.cleanup();
});

/** Serves one request through the pipeline both entries share, over the test database. */
function get(path: string, { cookie, serverBuild = build }: { cookie?: string; serverBuild?: ServerBuild } = {}) {
  return servePage(serverBuild, test, path, { cookie });
}

const PROGRESS_HEADING = "Learning Progress";
const OVERVIEW_HEADING = "Welcome back!";
const CATALOGUE_HEADING = "Courses";
const TOOLS_HEADING = "Free financial tools";

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim();
const link = (document: Document, name: string) =>
  [...document.querySelectorAll("a")].find((anchor) => text(anchor) === name)?.getAttribute("href");

/** Follows the link named `name` as a browser would (a GET of its address) and returns that page. */
async function follow(document: Document, name: string, options: { cookie?: string } = {}) {
  const href = link(document, name) ?? "";
  expect(href, `a link named "${name}"`).not.toBe("");
  const page = await get(href, options);
  expect(page.response.status, href).toBe(200);
  return page;
}

/** A failure answer: 500, never stored by a shared cache, and no trace of the error itself. */
function expectSafeFailure({ response, html }: { response: Response; html: string }, cause: RegExp) {
  expect(response.status).toBe(500);
  expect(response.headers.get("Cache-Control") ?? "").not.toContain("public");
  expect(html).not.toMatch(cause);
  expect(html).not.toMatch(/\bat .+:\d+:\d+/);
  // Logged for the operator instead.
  expect(consoleError.mock.calls.flat().map(String).join("\n")).toMatch(cause);
}

describe("the layouts add nothing to a page that works", () => {
  it("keeps each page's cache policy and its one round trip", async () => {
    const pages: [string, string, number][] = [
      // The catalogue reads the courses' ratings (ADR 033): one round trip, still publicly cacheable.
      ["/courses", PUBLIC_PAGE_CACHE, 1],
      ["/courses/budget-bootcamp", PUBLIC_PAGE_CACHE, 1],
      ["/tools", PUBLIC_PAGE_CACHE, 0],
      ["/tools/debt-payoff-planner", PRIVATE_CACHE, 0],
    ];
    for (const [path, cacheControl, roundTrips] of pages) {
      const page = await get(path);
      expect([path, page.response.status, page.response.headers.get("Cache-Control"), page.roundTrips]).toEqual([
        path,
        200,
        cacheControl,
        roundTrips,
      ]);
    }
    const { cookie } = await createSignedInUser(test);
    const progress = await get("/dashboard/progress", { cookie });
    expect([progress.response.status, progress.response.headers.get("Cache-Control"), progress.roundTrips]).toEqual([200, PRIVATE_CACHE, 1]);
  });
});

describe("the dashboard layout's boundary", () => {
  it("keeps the sidebar with the learner when a screen's read fails, and offers to try again", async () => {
    const { cookie } = await createSignedInUser(test, { email: "ana@example.com" });
    // A table the Progress screen reads is gone; the session and the sidebar's reads still work.
    await test.client.execute("alter table user_progress rename to user_progress_gone");
    const page = await get("/dashboard/progress", { cookie });
    expectSafeFailure(page, /Failed query: select .+user_progress/);
    const { document } = page;
    expect(text(document.querySelector("h1"))).toBe("Your Progress page could not be loaded");
    expect(document.querySelector('nav[aria-label="Dashboard sections"]')).not.toBeNull();
    expect(text(document.querySelector('[data-testid="display-name"]'))).toBe("ana");
    expect(link(document, "Try again")).toBe("/dashboard/progress");
    expect(link(document, "Back to Overview")).toBe("/dashboard");
    expect(text(document.querySelector("title"))).toBe("Error | Moneywise");

    // Once the fault is gone, Try again shows the screen; the way back leads to the overview.
    await test.client.execute("alter table user_progress_gone rename to user_progress");
    expect(text((await follow(document, "Try again", { cookie })).document.querySelector("h1"))).toBe(PROGRESS_HEADING);
    expect(text((await follow(document, "Back to Overview", { cookie })).document.querySelector("h1"))).toBe(OVERVIEW_HEADING);
  });
});

describe("the courses layout's boundary", () => {
  it("names the course that failed, under the site's header and the courses trail", async () => {
    await test.client.execute("alter table course_lessons rename to course_lessons_gone");
    const page = await get("/courses/budget-bootcamp");
    expectSafeFailure(page, /Failed query: select .+course_lessons/);
    const { document } = page;
    expect(text(document.querySelector("h1"))).toBe("The 7-Day Budget Bootcamp page could not be loaded");
    expect(document.querySelector("header")).not.toBeNull();
    expect(document.querySelector('nav[aria-label="Breadcrumb"] a')?.getAttribute("href")).toBe("/courses");
    expect(link(document, "Try again")).toBe("/courses/budget-bootcamp");
    expect(link(document, "See all courses")).toBe("/courses");

    await test.client.execute("alter table course_lessons_gone rename to course_lessons");
    expect(text((await follow(document, "Try again")).document.querySelector("h1"))).toBe("7-Day Budget Bootcamp");
    expect(text((await follow(document, "See all courses")).document.querySelector("h1"))).toBe(CATALOGUE_HEADING);
  });

  it("answers an unknown course with 404 in the same frame, without offering to retry", async () => {
    const { response, document } = await get("/courses/no-such-course");
    expect(response.status).toBe(404);
    expect(text(document.querySelector("h1"))).toBe("Course not found");
    expect(link(document, "Try again")).toBeUndefined();
    expect(link(document, "See all courses")).toBe("/courses");
    expect(text((await follow(document, "See all courses")).document.querySelector("h1"))).toBe(CATALOGUE_HEADING);
  });

  it("leaves the lesson page's own answers to the lesson page", async () => {
    const missing = await get("/courses/budget-bootcamp/lesson/99");
    expect([missing.response.status, text(missing.document.querySelector("h1"))]).toEqual([404, "Lesson not found"]);
    expect(text((await follow(missing.document, "Back to Course")).document.querySelector("h1"))).toBe("7-Day Budget Bootcamp");
    await test.client.execute("alter table course_lessons rename to course_lessons_gone");
    const failed = await get("/courses/budget-bootcamp/lesson/1");
    expect([failed.response.status, text(failed.document.querySelector("h1"))]).toEqual([500, "Failed to load lesson"]);
    expect(link(failed.document, "Back to Course")).toBe("/courses/budget-bootcamp");
  });
});

describe("the tools layout's boundary", () => {
  it("names the tool that failed and tries again with the plan still in the address", async () => {
    // Tools read no database: their loader is made to throw, as an unexpected bug would.
    const failing = withFailingLoader(build, "routes/tools.debt-payoff-planner", new Error("payoff schedule did not converge"));
    const page = await get("/tools/debt-payoff-planner?name=Card&balance=1200&interestRate=19.99&minimumPayment=50", { serverBuild: failing });
    expectSafeFailure(page, /did not converge/);
    const { document } = page;
    expect(text(document.querySelector("h1"))).toBe("The Debt Payoff Planner could not be shown");
    expect(document.querySelector('nav[aria-label="Breadcrumb"] a')?.getAttribute("href")).toBe("/tools");
    expect(link(document, "Try again")).toBe("/tools/debt-payoff-planner?name=Card&balance=1200&interestRate=19.99&minimumPayment=50");
    expect(link(document, "See all free tools")).toBe("/tools");

    // With the planner working again, Try again brings the plan back from the address.
    const retried = await follow(document, "Try again");
    expect(retried.document.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe("Card");
    expect(text((await follow(document, "See all free tools")).document.querySelector("h1"))).toBe(TOOLS_HEADING);
  });
});
