/**
 * Where Follow/Unfollow leads back to: the page of the thread the button was on (its `returnTo`, so a
 * member on page 3 stays on page 3), but only when that is the thread's own page; anything else, a
 * crafted address included, goes to the thread's home. The home's anchor (a lesson's #discussion) is kept.
 */
export function followReturnPath(returnTo: unknown, home: string): string {
  if (typeof returnTo !== "string" || !returnTo.startsWith("/") || returnTo.startsWith("//")) return home;
  const base = "https://site.invalid";
  const target = URL.canParse(returnTo, base) ? new URL(returnTo, base) : null;
  const homeUrl = new URL(home, base);
  if (!target || target.origin !== homeUrl.origin || target.pathname !== homeUrl.pathname) return home;
  return `${target.pathname}${target.search}${homeUrl.hash}`;
}
