import { createCookie, type AppLoadContext, type Cookie } from "@remix-run/cloudflare";

/** Made once per settings and cookie: a request reads and writes several, and a cookie holds only its name and options. */
const made = new WeakMap<AppLoadContext["settings"], Map<string, Cookie>>();

/**
 * The site's cookies: HttpOnly, SameSite=Lax, Path=/ and, on an https site, Secure with the __Host-
 * prefix, so a sibling subdomain can neither plant nor overwrite them. Signed when `signed` is set.
 */
export function siteCookie(
  context: Pick<AppLoadContext, "settings">,
  name: string,
  options: { signed?: boolean; maxAge?: number } = {},
): Cookie {
  const { settings } = context;
  let cookies = made.get(settings);
  if (!cookies) made.set(settings, (cookies = new Map()));
  const key = `${name} ${options.signed ? "signed" : ""} ${options.maxAge ?? ""}`;
  let cookie = cookies.get(key);
  if (!cookie) cookies.set(key, (cookie = madeCookie(settings, name, options)));
  return cookie;
}

function madeCookie(settings: AppLoadContext["settings"], name: string, options: { signed?: boolean; maxAge?: number }): Cookie {
  const { secureCookies, sessionSecret } = settings;
  return createCookie(secureCookies ? `__Host-${name}` : name, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: "/",
    ...(options.signed ? { secrets: [sessionSecret] } : {}),
    ...(options.maxAge === undefined ? {} : { maxAge: options.maxAge }),
  });
}

/** Whether the browser sent this cookie at all, readable or not. */
export function hasCookie(cookie: Cookie, request: Request): boolean {
  const header = request.headers.get("Cookie") ?? "";
  return header.split(";").some((pair) => pair.trim().startsWith(`${cookie.name}=`));
}

/**
 * The cookie's value, or null when it is absent or does not verify or decode: anyone can send any
 * cookie, and a bad one must read as no cookie, never as an error.
 */
export async function readCookie(cookie: Cookie, request: Request): Promise<unknown> {
  if (!hasCookie(cookie, request)) return null;
  try {
    return (await cookie.parse(request.headers.get("Cookie"))) ?? null;
  } catch {
    return null;
  }
}

/** The Set-Cookie header that deletes the cookie. */
export function clearCookie(cookie: Cookie): Promise<string> {
  return cookie.serialize("", { maxAge: 0 });
}

/**
 * The header that deletes the cookie if the browser sent one that does not read as a valid value
 * (forged, planted by a sibling subdomain, or left by an old version), else null.
 */
export async function clearIfInvalid(cookie: Cookie, request: Request, isValid: (value: unknown) => boolean): Promise<string | null> {
  if (!hasCookie(cookie, request) || isValid(await readCookie(cookie, request))) return null;
  return clearCookie(cookie);
}
