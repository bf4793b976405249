import { expect, type ConsoleMessage, type Locator, type Page } from "@playwright/test";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageState } from "../support/axe";
import { test as visitorTest } from "../support/visitor-context";

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
 * Pages found clean by axe and fitting both phone widths in this run, shared by the workers: a check costs
 * about half a CPU-second here (three layouts at phone widths, the copy, axe's run), and many tests open
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

export const test = visitorTest.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],

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

  expectAccessible: async ({ page, axeChecker }, use) => {
    await use(async () => {
      // The same digest is the same document in the same state and viewport, so the same layout too.
      const { copy, digest } = await pageState(page);
      if (existsSync(cleanPage(digest))) return;
      // The page as the test left it, at both phone widths (reading the layout needs no page script).
      expect(await overflowAtPhoneWidths(page), `sideways scroll of ${page.url()} at phone widths`).toEqual(FITS_PHONES);
      expect(await axeChecker.seriousFindings(copy), `axe on ${page.url()}`).toEqual([]);
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
  await goBack(page);
}

/**
 * Goes back a page and waits until that page is shown. With JavaScript the address changes at once and
 * the page follows when its data has arrived: a click in between lands on the page being left, and cuts
 * the way back short (Remix then logs the aborted response as an error). Without JavaScript the browser
 * itself has loaded the page when `goBack` returns.
 */
export async function goBack(page: Page) {
  await page.goBack();
  await page.waitForFunction(() => {
    const router = (window as { __remixRouter?: { state: { navigation: { state: string } } } }).__remixRouter;
    return router === undefined || router.state.navigation.state === "idle";
  });
}
