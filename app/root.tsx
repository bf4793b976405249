import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Links, LiveReload, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorPage, errorPageTitle, useBoundaryProblem } from "./components/error-page";
import { Footer } from "./components/footer";
import { Header } from "./components/header";
import { usesOwnChrome } from "./components/page-chrome";
import { ModulePreloads } from "./components/module-preloads";
import { ToastMessage } from "./components/toast-message";
import { useNonce } from "./lib/http/nonce";
import { clearInvalidDeviceCookie } from "./lib/services/auth/device.server";
import { clearInvalidSessionCookie, getSessionUser } from "./lib/services/auth/session.server";
import { clearInvalidCurrencyCookie, displayCurrency } from "./lib/http/currency.server";
import { cacheHeadersFor, rootHeaders } from "./lib/http/http-cache";
import { readToast } from "./lib/http/toast.server";
import stylesheet from "./tailwind.css?url";
import { communityLinkFor } from "~/features/community/header-link.server";
import { activeTier } from "~/lib/domain/subscription";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

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
    },
    { headers: cacheHeadersFor(request, headers) },
  );
}

export const headers = rootHeaders;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <ModulePreloads />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Renders nothing outside `npm run dev`. */}
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

/** The site's header and footer around a page, or, for a section with its own chrome, the page alone. */
function Shell({ ownChrome = false, children }: { ownChrome?: boolean; children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const toast = rootData?.toast ? <ToastMessage key={rootData.toast.id} toast={rootData.toast} /> : null;
  if (ownChrome) {
    return (
      <>
        {toast}
        {children}
      </>
    );
  }
  return (
    <>
      <Header user={rootData?.user ?? null} />
      {toast}
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </>
  );
}

export default function App() {
  return (
    <Shell ownChrome={usesOwnChrome(useMatches())}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const problem = useBoundaryProblem();
  return (
    <Shell>
      <title>{errorPageTitle(problem)}</title>
      {problem === "not-found" ? (
        <ErrorPage title="Oops! Page not found">
          <p className="mt-4 text-slate-600">The page you are looking for does not exist or has moved.</p>
        </ErrorPage>
      ) : (
        <ErrorPage title="Unexpected Application Error!">
          <p className="mt-4 text-slate-600">Something went wrong on our side. Please try again in a moment.</p>
        </ErrorPage>
      )}
    </Shell>
  );
}
