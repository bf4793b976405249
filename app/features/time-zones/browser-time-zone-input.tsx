import { useHydrated } from "~/hooks/use-hydrated";

/** The field a sign-up form posts its proposed zone in (read by `proposedTimeZoneOf`). */
export const PROPOSED_TIME_ZONE_FIELD = "timeZone";

/**
 * The browser's zone, posted with a sign-up form. Hidden, because the spec fixes the sign-up form's
 * fields (ADR 038): with JavaScript the script fills it; without, it posts empty and the server falls
 * back to Cloudflare's guess, then Toronto. Learners see and change it in Profile.
 */
export function BrowserTimeZoneInput() {
  const hydrated = useHydrated();
  const zone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : "";
  return <input type="hidden" name={PROPOSED_TIME_ZONE_FIELD} value={zone} />;
}
