import type { LinksFunction } from "@remix-run/cloudflare";
import { Links, LiveReload, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorPage, useBoundaryProblem, useErrorPageText } from "./components/error-page";
import { Footer } from "./components/footer";
import { Header } from "./components/header";
import { usesOwnChrome } from "./components/page-chrome";
import { ModulePreloads } from "./components/module-preloads";
import { ToastMessage } from "./components/toast-message";
import { useNonce } from "./lib/http/nonce";
import stylesheet from "./tailwind.css?url";
import { LANGUAGE_TAG } from "~/lib/i18n/locale";
import { PageLanguageProvider, usePageLanguageValue } from "~/hooks/use-translate";

import type { loader } from "./root-loader.server";

export { headers, loader } from "./root-loader.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const language = usePageLanguageValue();
  const { locale, t } = language;
  return (
    <PageLanguageProvider value={language}>
      <html lang={LANGUAGE_TAG[locale]}>
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
            {t("site.skipToContent")}
          </a>
          {children}
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
          {/* Renders nothing outside `npm run dev`. */}
          <LiveReload nonce={nonce} />
        </body>
      </html>
    </PageLanguageProvider>
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
      <Footer year={rootData?.year} />
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
  const text = useErrorPageText(problem);
  return (
    <Shell>
      <title>{text.title}</title>
      <ErrorPage title={text.heading}>
        <p className="mt-4 text-slate-600">{text.body}</p>
      </ErrorPage>
    </Shell>
  );
}
