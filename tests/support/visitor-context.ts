import { test as base, type BrowserContext, type BrowserContextOptions } from "@playwright/test";
import { AxeChecker } from "./axe";
import { clientAddressOf } from "./client-address";

interface VisitorFixtures {
  /**
   * The header the server under test reads the visitor's address from: X-Forwarded-For for the Node server
   * (which trusts it in e2e), CF-Connecting-IP for the Worker (Cloudflare sets it; miniflare only when absent).
   */
  clientAddressHeader: string;
}

interface VisitorWorkerFixtures {
  /** The worker's browser contexts, one per set of context options its tests ask for, each with one page. */
  visitorContexts: Map<string, BrowserContext>;
  /** The worker's one page where axe checks copies of the pages its tests visit (tests/support/axe.ts). */
  axeChecker: AxeChecker;
}

/**
 * Each test is a new visitor in the worker's one context for its options, made ready here rather than by a
 * new context (a new renderer process, about a CPU-second here) or Playwright's `reuseContext` (which also
 * loads every origin the last test saw to empty its storage, and empties the HTTP cache: 0.7-1 s a test).
 * What a test can leave behind is put back: cookies, permissions, routes, the emulated media, the viewport,
 * extra headers, other pages, and the page itself (about:blank). The site keeps nothing in the browser but
 * cookies; the HTTP cache stays warm, as for a returning visitor (pages are `max-age=0`, so only the
 * fingerprinted build assets are served from it).
 *
 * Each test also has a client address of its own, on its page and its `request`, as if it were a
 * different visitor: per-IP rate limits (10 sign-ups an hour from one address) then count one test's
 * requests, not the suite's.
 */
export const test = base.extend<VisitorFixtures, VisitorWorkerFixtures>({
  clientAddressHeader: ["X-Forwarded-For", { option: true }],

  extraHTTPHeaders: async ({ clientAddressHeader }, use, testInfo) => {
    await use({ [clientAddressHeader]: clientAddressOf(testInfo) });
  },

  visitorContexts: [
    async ({}, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use(contexts);
      for (const context of contexts.values()) await context.close();
    },
    { scope: "worker" },
  ],

  axeChecker: [
    async ({ browser }, use) => {
      const checker = new AxeChecker(browser);
      await use(checker);
      await checker.close();
    },
    { scope: "worker" },
  ],

  context: async (
    {
      browser,
      visitorContexts,
      javaScriptEnabled,
      timezoneId,
      locale,
      baseURL,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      viewport,
      extraHTTPHeaders,
    },
    use,
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
      context.setExtraHTTPHeaders(extraHTTPHeaders ?? {}),
    ]);
    await use(context);
  },

  page: async ({ context }, use) => {
    const [page] = context.pages();
    if (!page) throw new Error("the visitor's context has no page");
    await use(page);
  },

  request: async ({ playwright, baseURL, extraHTTPHeaders }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
    await use(request);
    await request.dispose();
  },
});
