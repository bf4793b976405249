import type { Browser, Page } from "@playwright/test";
import type axeCore from "axe-core";
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";

/** Findings of these impacts fail a test; minor and moderate ones are left to review. */
const BLOCKING_IMPACTS = ["serious", "critical"];

/** axe-core's script, evaluated once in the checker's document (its window outlives every copy put in it). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The checker's own address on the site's origin: never requested, the checker's route answers it. */
const CHECKER_PATH = "/__axe-checker__";

/**
 * A page as the test left it, for axe: its whole markup without scripts (a copy must not run anything, and
 * axe reads none of them), its address (the #fragment decides `:target`), its viewport, whether print
 * media is emulated, and where it is scrolled to (axe's contrast check cannot judge text a sticky header
 * covers, so the copy is scrolled as the page was).
 */
export interface PageCopy {
  url: string;
  markup: string;
  viewport: { width: number; height: number };
  print: boolean;
  scroll: { x: number; y: number };
}

/**
 * Where axe runs: one page per Playwright worker, in a JavaScript-enabled context of its own, on the site's
 * origin (so the copy's stylesheets and images load as the page's did, from the same addresses). Each check
 * puts a copy of the test's page into this one document and runs axe there, so axe's 580 KB of script is
 * evaluated and warmed once per worker instead of once per page the tests open; the verdicts are the same
 * (docs/decisions/049-axe-on-a-copy-of-the-page.md).
 */
export class AxeChecker {
  private page: Page | undefined;

  constructor(private readonly browser: Browser) {}

  /** Serious and critical findings on the copy, one line each. */
  async seriousFindings(copy: PageCopy): Promise<string[]> {
    const checker = await this.checkerOn(new URL(copy.url).origin);
    await checker.setViewportSize(copy.viewport);
    await checker.emulateMedia({ media: copy.print ? "print" : null });
    await checker.evaluate(
      async ({ markup, hash, scroll }) => {
        const copied = new DOMParser().parseFromString(`<!DOCTYPE html>${markup}`, "text/html").documentElement;
        document.replaceChild(document.adoptNode(copied), document.documentElement);
        // `:target` follows a fragment navigation, not a replaced element: leave the fragment, then go to it.
        history.replaceState(null, "", location.pathname);
        if (hash) location.hash = hash;
        const stylesheets = Array.from(document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]"));
        await Promise.all(
          stylesheets
            .filter((link) => !link.sheet)
            .map(
              (link) => new Promise((settled) => ["load", "error"].forEach((event) => link.addEventListener(event, settled, { once: true }))),
            ),
        );
        window.scrollTo(scroll.x, scroll.y);
      },
      { markup: copy.markup, hash: new URL(copy.url).hash, scroll: copy.scroll },
    );
    return checker.evaluate(async (blockingImpacts) => {
      const { axe } = window as unknown as { axe: typeof axeCore };
      // Frames are not entered: the only frames the site shows are third-party video players, which a test
      // cannot load (no network) and we cannot fix; the `<iframe>` element itself is still checked (its title).
      const results = await axe.run(document, { resultTypes: ["violations"], iframes: false });
      return results.violations
        .filter((violation) => blockingImpacts.includes(violation.impact ?? ""))
        .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
    }, BLOCKING_IMPACTS);
  }

  async close() {
    await this.page?.context().close();
  }

  private async checkerOn(origin: string): Promise<Page> {
    if (this.page && new URL(this.page.url()).origin === origin) return this.page;
    if (!this.page) {
      // Playwright gives contexts made in a test the project's options: JavaScript is asked for, as the
      // copy is put in place and checked by script (none of the page's own runs: the copy has none).
      this.page = await (await this.browser.newContext({ javaScriptEnabled: true })).newPage();
      await this.page.route(`**${CHECKER_PATH}`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><html><head></head><body></body></html>" }),
      );
    }
    await this.page.goto(origin + CHECKER_PATH);
    await this.page.evaluate(AXE_SOURCE);
    return this.page;
  }
}

/**
 * The page as the checks see it: a copy for axe (tests/support/axe.ts), and a digest of what the verdict
 * depends on: the address (its #fragment decides `:target`), the whole DOM, each form control's live state
 * (checked, value: properties, not in the markup), the focused element, the viewport and print media. Two
 * checks with the same digest see the same page, so a clean verdict is reused.
 */
export async function pageState(page: Page): Promise<{ copy: PageCopy; digest: string }> {
  const { copy, liveState } = await page.evaluate(() => {
    // Left out, as axe never reads them: scripts and module preloads (hydration renders them again, so
    // they differ with and without JavaScript), nonces (new on every response) and hidden inputs' values
    // (CSRF tokens), so that a page seen again, or the same markup with and without JavaScript, is
    // recognised as the same page.
    const markup = document.documentElement.cloneNode(true) as HTMLElement;
    for (const script of markup.querySelectorAll("script, link[rel=modulepreload]")) script.remove();
    for (const element of markup.querySelectorAll("[nonce]")) element.removeAttribute("nonce");
    for (const hidden of markup.querySelectorAll("input[type=hidden]")) hidden.removeAttribute("value");
    return {
      copy: {
        url: location.href,
        markup: markup.outerHTML,
        viewport: { width: window.innerWidth, height: window.innerHeight },
        print: window.matchMedia("print").matches,
        scroll: { x: window.scrollX, y: window.scrollY },
      },
      liveState: [
        Array.from(document.querySelectorAll("input, select, textarea"), (control) => {
          const field = control as HTMLInputElement;
          return [field.checked, field.value];
        }),
        document.activeElement?.outerHTML.slice(0, 500) ?? null,
      ],
    };
  });
  // Not the scroll position: a page seen again in the same state, scrolled elsewhere, is the same page.
  const { scroll: _scroll, ...seen } = copy;
  return {
    copy,
    digest: createHash("sha256")
      .update(JSON.stringify([seen, liveState]))
      .digest("hex"),
  };
}
