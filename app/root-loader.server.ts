/**
 * The root's loader and headers (`root.tsx` re-exports them): who is signed in, the toast, the display
 * currency, the page's language and the words of every page's frame. It lives in a server module so the
 * browser's copy of the root imports one empty stand-in for server code instead of one per module used
 * here: each is a chunk of its own on every page (issue 38's script budget).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { clearInvalidDeviceCookie } from "./lib/services/auth/device.server";
import { clearInvalidSessionCookie, getSessionUser } from "./lib/services/auth/session.server";
import { clearInvalidCurrencyCookie, displayCurrency } from "./lib/http/currency.server";
import { cacheHeadersFor, rootHeaders } from "./lib/http/http-cache";
import { readToast } from "./lib/http/toast.server";
import { communityLinkFor } from "~/features/community/header-link.server";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { activeTier } from "~/lib/domain/subscription";

/** The frame's namespaces: header, menu, footer, the missing page and the error page. */
const ROOT_NAMESPACES = ["site", "nav"] as const;

/** The document's cache policy, from the page's own (re-exported by `root.tsx` with the loader). */
export const headers = rootHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ toast, headers }, user, ...badCookies] = await Promise.all([
    readToast(request, context),
    getSessionUser(request, context),
    // Cookies that do not verify read as absent everywhere; here they are also deleted.
    clearInvalidSessionCookie(request, context),
    clearInvalidCurrencyCookie(request, context),
    clearInvalidDeviceCookie(request, context),
  ]);
  for (const clear of badCookies) if (clear) headers.append("Set-Cookie", clear);
  const currency = await displayCurrency(request, context, user);
  return data(
    // The plan's tier lets public pages stop offering a plan the member has, and the header show members
    // their community (both read with the session, no round trip of their own).
    {
      toast,
      user: user
        ? {
            email: user.email,
            planTier: activeTier(user.subscription),
            community: communityLinkFor(user.subscription),
          }
        : null,
      currency,
      origin: context.settings.siteUrl.origin,
      locale: context.locale,
      // The footer's copyright year, from the server's clock in UTC: the browser renders what the page was
      // sent with, whatever its own zone (on New Year's Eve in Toronto, UTC has already turned).
      year: new Date().getUTCFullYear(),
      // The words of every page's frame (header, footer, error pages); each page's loader sends its own.
      messages: messagesFor(context.locale, ROOT_NAMESPACES),
    },
    { headers: cacheHeadersFor(request, headers) },
  );
}
