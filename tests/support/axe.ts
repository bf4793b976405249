import type { Page } from "@playwright/test";
import type axeCore from "axe-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** Findings of these impacts fail a test; minor and moderate ones are left to review. */
const BLOCKING_IMPACTS = ["serious", "critical"];

/**
 * axe-core's script, evaluated in a document only if the document has none yet: a second check of the same
 * document (after a click that changed it in place) does not compile its 580 KB again.
 */
const AXE_ONCE = `if (typeof window.axe === "undefined") {\n${readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")}\n}`;

/**
 * Runs axe in the page as it is now and returns its serious and critical findings, one line each.
 *
 * Why not `@axe-core/playwright`: its builder evaluates the whole script twice per check and sends back
 * every passing node (about 230 KB a page); this is the same axe-core, run in the page as the builder's
 * legacy mode runs it, for less than half the CPU (docs/decisions/046-axe-run-in-the-page.md).
 *
 * Frames are not entered: the only frames the site shows are third-party video players, which a test
 * cannot load (no network) and we cannot fix; the `<iframe>` element itself is still checked (its title).
 */
export async function seriousAxeFindings(page: Page, { javaScriptEnabled }: { javaScriptEnabled: boolean }): Promise<string[]> {
  if (!javaScriptEnabled) {
    // With JavaScript disabled, Chromium still runs what Playwright evaluates and its promise jobs, but never
    // a timer; axe waits on setTimeout between its steps. Timers that run as promise jobs let it finish in
    // the page the test is on (checked identical, rule by rule and node by node, to a re-render of the same
    // address with every script blocked, on seven pages). The page has no script of its own to notice.
    await page.evaluate(() => {
      window.setTimeout = ((callback: (...args: unknown[]) => void, _delay?: number, ...args: unknown[]) => {
        void Promise.resolve().then(() => callback(...args));
        return 0;
      }) as typeof window.setTimeout;
      window.clearTimeout = () => undefined;
    });
  }
  await page.evaluate(AXE_ONCE);
  return page.evaluate(async (blockingImpacts) => {
    const { axe } = window as unknown as { axe: typeof axeCore };
    const results = await axe.run(document, { resultTypes: ["violations"], iframes: false });
    return results.violations
      .filter((violation) => blockingImpacts.includes(violation.impact ?? ""))
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
  }, BLOCKING_IMPACTS);
}
