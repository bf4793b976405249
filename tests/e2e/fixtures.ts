import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Locator,
  type Page,
} from "@playwright/test";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { seriousAxeFindings } from "../support/axe";
import { clientAddressOf } from "../support/client-address";

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

/**
 * What the checks' verdict depends on, as one digest: the address (its #fragment decides `:target`), the whole
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
 * Pages found clean by axe and fitting both phone widths in this run, shared by the workers: a check costs
 * about a CPU-second here (axe's 580 KB of script compiled into the page, then run), and many tests open
 * the same page in the same state (the home page, a tool before it is filled in). Only clean verdicts are
 * kept: a finding fails its test every time.
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

interface WorkerFixtures {
  /** The worker's browser contexts, one per set of context options its tests ask for, each with one page. */
  visitorContexts: Map<string, BrowserContext>;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  allowedConsoleErrors: [[], { option: true }],

  visitorContexts: [
    async ({}, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use(contexts);
      for (const context of contexts.values()) await context.close();
    },
    { scope: "worker" },
  ],

  // Each test is a new visitor in the worker's one context for its options, made ready here rather than
  // by a new context (a new renderer process, about a CPU-second here) or Playwright's `reuseContext`
  // (which also loads every origin the last test saw to empty its storage, and empties the HTTP cache:
  // 0.7-1 s a test). What a test can leave behind is put back: cookies, permissions, routes, the
  // emulated media, the viewport, extra headers, other pages, and the page itself (about:blank). The
  // site keeps nothing in the browser but cookies; the HTTP cache stays warm, as for a returning visitor
  // (pages are `max-age=0`, so only the fingerprinted build assets are served from it).
  context: async (
    { browser, visitorContexts, javaScriptEnabled, timezoneId, locale, baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch, viewport },
    use,
    testInfo,
  ) => {
    const options: BrowserContextOptions = { javaScriptEnabled, timezoneId, locale, baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch };
    const key = JSON.stringify(options);
    let context = visitorContexts.get(key);
    if (!context) {
      context = await browser.newContext(options);
      visitorContexts.set(key, context);
    }
    const [page = await context.newPage(), ...others] = context.pages();
    for (const other of others) await other.close();
    await page.goto("about:blank");
    await Promise.all([
      context.clearCookies(),
      context.clearPermissions(),
      context.unrouteAll({ behavior: "ignoreErrors" }),
      page.unrouteAll({ behavior: "ignoreErrors" }),
      page.emulateMedia({ media: null }),
      page.setViewportSize(viewport ?? { width: 1280, height: 720 }),
      // A client address of its own per test (the e2e server trusts X-Forwarded-For), as if each test
      // were a different visitor: per-IP rate limits then count one test's requests, not the suite's.
      context.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddressOf(testInfo) }),
    ]);
    await use(context);
  },
  request: async ({ playwright, baseURL }, use, testInfo) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo) } });
    await use(request);
    await request.dispose();
  },

  page: async ({ context, allowedConsoleErrors }, use) => {
    const [page] = context.pages();
    if (!page) throw new Error("the visitor's context has no page");
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

  expectAccessible: async ({ page, javaScriptEnabled }, use) => {
    await use(async () => {
      // The same digest is the same document in the same state and viewport, so the same layout too.
      const digest = await pageStateDigest(page);
      if (existsSync(cleanPage(digest))) return;
      // The page as the test left it, at both phone widths (reading the layout needs no page script).
      expect(await overflowAtPhoneWidths(page), `sideways scroll of ${page.url()} at phone widths`).toEqual(FITS_PHONES);
      expect(await seriousAxeFindings(page, { javaScriptEnabled: javaScriptEnabled !== false })).toEqual([]);
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
