import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";

/** Spec 9: the dashboard sidebar's state is kept for 7 days. */
const SIDEBAR_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

export type SidebarState = "expanded" | "collapsed";

function sidebarCookie(context: AppLoadContext) {
  return createCookie("sidebar_state", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: context.settings.secureCookies,
    maxAge: SIDEBAR_COOKIE_MAX_AGE,
  });
}

/** The state the learner last chose; expanded until they choose. */
export async function readSidebarState(request: Request, context: AppLoadContext): Promise<SidebarState> {
  const value: unknown = await sidebarCookie(context).parse(request.headers.get("Cookie"));
  return value === "collapsed" ? "collapsed" : "expanded";
}

export function parseSidebarState(value: unknown): SidebarState | null {
  return value === "collapsed" || value === "expanded" ? value : null;
}

/** The Set-Cookie header that remembers `state` for another 7 days. */
export function saveSidebarState(context: AppLoadContext, state: SidebarState): Promise<string> {
  return sidebarCookie(context).serialize(state);
}
