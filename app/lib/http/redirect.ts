/**
 * Accepts only same-site paths ("/courses", "/#pricing"), so a crafted form or link can never send a
 * visitor to another site. Anything else falls back.
 */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Control characters and backslashes can be normalised into another origin by some browsers.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  // A Location header holds only visible ASCII: percent-encode anything else (a space, an ideographic
  // space, accents). A lone surrogate cannot be encoded at all, so it falls back.
  try {
    return value.replace(/[^\u0021-\u007e]/gu, (character) => encodeURIComponent(character));
  } catch {
    return fallback;
  }
}

/** Log In that comes back to `redirectTo` (a same-site path) afterwards. */
export function loginPath(redirectTo: string): string {
  return `/login?redirectTo=${encodeURIComponent(redirectTo)}`;
}

/** Sign Up that keeps `redirectTo` on to Log In, which comes back to it. */
export function signupPath(redirectTo: string): string {
  return `/signup?redirectTo=${encodeURIComponent(redirectTo)}`;
}

/** The same-site `redirectTo` an address carries, or null when it has none (or one that leaves the site). */
export function redirectToOf(url: string): string | null {
  const value = new URL(url).searchParams.get("redirectTo");
  return value === null ? null : safeRedirectPath(value, "") || null;
}
