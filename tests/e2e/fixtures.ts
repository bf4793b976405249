import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type ConsoleMessage, type Locator, type Page } from "@playwright/test";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { clientAddressOf } from "../support/client-address";

const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

export interface Fixtures {
  /** Opens a same-site path, expects a successful page, and checks it with axe. */
  visit: (path: string) => Promise<void>;
  /**
   * Runs axe on the current page (serious or critical findings fail the test) and measures it at 320 and
   * 390 pixels: a page wider than the screen fails too.
   */
  expectAccessible: () => Promise<void>;
  /** Console errors a test expects (for example the 404 status of the not-found page). */
  allowedConsoleErrors: RegExp[];
}

interface WorkerFixtures {
  /**
   * A page that loads addresses with every script blocked, for axe in the JS-off project: one per worker,
   * made when first needed (a page costs about half a CPU-second to open on this machine).
   */
  scriptBlockedPage: () => Promise<Page>;
}

async function axeViolations(page: Page) {
  // With no frame but the page itself, axe.run() in the page ("legacy mode") gives the same results as
  // the default runPartial/finishRun path, which opens, injects and closes a blank page on every call:
  // checked identical (violations, passes, incomplete, inapplicable, node by node) on nine pages, and
  // about 40% less CPU per check. A page with frames keeps the default, which also reaches
  // cross-origin frames.
  const builder = new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""))
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

/**
 * What axe's verdict depends on, as one digest: the address (its #fragment decides `:target`), the whole
 * DOM, each form control's live state (checked, value: properties, not in the markup), the focused element
 * and the viewport. Two checks with the same digest see the same page, so a clean verdict is reused.
 */
async function pageStateDigest(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    // Left out, as axe never reads them: scripts' text and nonces (new on every response) and hidden
    // inputs' values (CSRF tokens), so that a page seen again is recognised as the same page.
    const markup = document.documentElement.cloneNode(true) as HTMLElement;
    for (const script of markup.querySelectorAll("script")) script.replaceChildren();
    for (const element of markup.querySelectorAll("[nonce]")) element.removeAttribute("nonce");
    for (const hidden of markup.querySelectorAll("input[type=hidden]")) hidden.removeAttribute("value");
    return JSON.stringify([
      location.href,
      markup.outerHTML,
      Array.from(document.querySelectorAll("input, select, textarea"), (control) => {
        const field = control as HTMLInputElement;
        return [field.checked, field.value];
      }),
      document.activeElement?.outerHTML.slice(0, 500) ?? null,
      window.innerWidth,
      window.innerHeight,
    ]);
  });
  return createHash("sha256").update(state).digest("hex");
}

/**
 * Pages found clean by axe in this run, shared by the workers: axe costs 1.5-3 CPU-seconds a check here
 * (injecting 580 KB of script into a fresh page, then running it), and many tests open the same page in
 * the same state (the home page, a tool before it is filled in). Only clean verdicts are kept: a finding
 * fails its test every time.
 */
const CLEAN_PAGES_DIR = process.env.E2E_AXE_CLEAN_PAGES ?? mkdtempSync(path.join(os.tmpdir(), "axe-clean-"));
const cleanPage = (digest: string) => path.join(CLEAN_PAGES_DIR, digest);

/** The narrowest phone screens the site is built for: no page may scroll sideways at either width. */
const PHONE_WIDTHS = [320, 390] as const;

/**
 * How much wider than the screen the page is at each phone width (0 when it fits), measured on the
 * page as rendered; the viewport is put back as it was.
 */
async function overflowAtPhoneWidths(page: Page): Promise<Record<number, number>> {
  const original = page.viewportSize();
  const overflow: Record<number, number> = {};
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    overflow[width] = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  }
  if (original) await page.setViewportSize(original);
  return overflow;
}

const FITS_PHONES = Object.fromEntries(PHONE_WIDTHS.map((width) => [width, 0]));

export const test = base.extend<Fixtures, WorkerFixtures>({
  allowedConsoleErrors: [[], { option: true }],

  // A client address of its own per test (the e2e server trusts X-Forwarded-For), as if each test were
  // a different visitor: per-IP rate limits then count one test's requests, not the suite's. Set on the
  // context rather than as a context option, so that the worker's one context is reused (config).
  context: async ({ context }, use, testInfo) => {
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddressOf(testInfo) });
    await use(context);
  },
  request: async ({ playwright, baseURL }, use, testInfo) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo) } });
    await use(request);
    await request.dispose();
  },

  page: async ({ page, allowedConsoleErrors }, use) => {
    // Any error in the browser console (CSP violations included) is a bug.
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === "error") errors.push(message.text());
    };
    const onPageError = (error: Error) => errors.push(error.message);
    page.on("console", onConsole);
    page.on("pageerror", onPageError);
    await use(page);
    // The page serves the worker's next test (the context is reused): its listeners end with this one.
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
    const unexpected = errors.filter((error) => !allowedConsoleErrors.some((pattern) => pattern.test(error)));
    expect(unexpected, "browser console errors").toEqual([]);
  },

  scriptBlockedPage: [
    async ({ browser }, use) => {
      let context: BrowserContext | undefined;
      let blocked: Promise<Page> | undefined;
      await use(() => {
        blocked ??= (async () => {
          context = await browser.newContext({ javaScriptEnabled: true });
          const page = await context.newPage();
          await page.route("**/*", (route) => (route.request().resourceType() === "script" ? route.abort() : route.continue()));
          return page;
        })();
        return blocked;
      });
      await context?.close();
    },
    { scope: "worker" },
  ],

  expectAccessible: async ({ page, javaScriptEnabled, scriptBlockedPage }, use) => {
    await use(async () => {
      // The page as the test left it, at both phone widths (reading the layout needs no page script).
      expect(await overflowAtPhoneWidths(page), `sideways scroll of ${page.url()} at phone widths`).toEqual(FITS_PHONES);
      const digest = await pageStateDigest(page);
      if (existsSync(cleanPage(digest))) return;
      if (javaScriptEnabled !== false) {
        expect(await axeViolations(page)).toEqual([]);
      } else {
        // axe runs inside the page, so it cannot run with JavaScript disabled. Render the same URL with
        // every script blocked instead: that is exactly what a no-JS browser shows.
        const axePage = await scriptBlockedPage();
        // The test's cookies as they are now (signed in or out, flash messages), and only those. Without
        // JavaScript nothing can have written to the test page's storage, so cookies are its whole state.
        await axePage.context().clearCookies();
        await axePage.context().addCookies(await page.context().cookies());
        // Going to the same address with another #fragment would not load the page again.
        if (axePage.url().split("#")[0] === page.url().split("#")[0]) await axePage.goto("about:blank");
        await axePage.goto(page.url());
        expect(await axeViolations(axePage)).toEqual([]);
      }
      writeFileSync(cleanPage(digest), "");
    });
  },

  visit: async ({ page, expectAccessible }, use) => {
    await use(async (path: string) => {
      const response = await page.goto(path);
      expect(response?.status(), `status of ${path}`).toBe(200);
      await expectAccessible();
    });
  },
});

export { expect };

/**
 * Follows a link as a person would (a click, with or without JavaScript), checks where it led (the
 * address ends with `path`, and the page's main heading when given), then comes back.
 */
export async function followLink(page: Page, link: Locator, path: string, heading?: string | RegExp) {
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  if (heading) await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await page.goBack();
}
