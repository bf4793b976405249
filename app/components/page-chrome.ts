import type { UIMatch } from "@remix-run/react";

/**
 * A layout route that draws its own chrome (its own top bar and `<main id="main">`) exports this as
 * its `handle`: the root then leaves out the site's marketing header and footer around it and its
 * children. The learner's dashboard does; pages outside its layout (receipts, the plan change page)
 * keep the site's chrome.
 */
export const OWN_CHROME_HANDLE = { chrome: "own" } as const;

export function usesOwnChrome(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => (match.handle as { chrome?: unknown } | undefined)?.chrome === OWN_CHROME_HANDLE.chrome);
}
