import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { ReactNode } from "react";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { useTranslate } from "~/hooks/use-translate";
import type { Crumb } from "~/lib/copy/navigation";
import { frameText } from "~/lib/http/meta";
import type { MessageKey } from "~/lib/i18n/messages";

/** The shared look of the 404 page and the error boundaries. */
export function ErrorPage({ title, children }: { title: string; children?: ReactNode }) {
  const t = useTranslate();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
      <Link to="/" className="button-primary mt-8">
        {orFallback(t("site.returnHome"), "site.returnHome")}
      </Link>
    </div>
  );
}

export type BoundaryProblem = "not-found" | "failed";

function problemOf(error: unknown): BoundaryProblem {
  return isRouteErrorResponse(error) && error.status === 404 ? "not-found" : "failed";
}

/**
 * What an error boundary shows: a missing page (404) or a failure. Failures other than error
 * responses are bugs and are logged; error responses (4xx) are answers the server logged in one line.
 */
export function useBoundaryProblem(): BoundaryProblem {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return problemOf(error);
}

/**
 * The error page's words when the root's data (and so the page's messages) is missing: the root loader
 * itself failed, so the page is the failure, never the missing page. English, the site's default;
 * everything else comes from the catalogues.
 */
const WITHOUT_MESSAGES: Partial<Record<MessageKey, string>> = {
  "site.errorTitle": "Error",
  "site.errorHeading": "Unexpected Application Error!",
  "site.errorText": "Something went wrong on our side. Please try again in a moment.",
  "site.returnHome": "Return to Home",
};

/** A text of the error page as the page's messages gave it, or its English fallback when they did not (a text is its key then). */
function orFallback(text: string, key: MessageKey): string {
  return text === key ? (WITHOUT_MESSAGES[key] ?? text) : text;
}

const TEXT_KEYS = {
  "not-found": { title: "site.notFoundTitle", heading: "site.notFoundHeading", body: "site.notFoundText" },
  failed: { title: "site.errorTitle", heading: "site.errorHeading", body: "site.errorText" },
} as const satisfies Record<BoundaryProblem, Record<string, MessageKey>>;

/** The <title>, heading and sentence of the site's error page, in the page's language. */
export function useErrorPageText(problem: BoundaryProblem): { title: string; heading: string; body: string } {
  const t = useTranslate();
  const keys = TEXT_KEYS[problem];
  return {
    title: `${orFallback(t(keys.title), keys.title)} | ${PRODUCT_NAME}`,
    heading: orFallback(t(keys.heading), keys.heading),
    body: orFallback(t(keys.body), keys.body),
  };
}

/** For the meta function of a route with a boundary: its title when the boundary shows, in the page's language. */
export function errorPageMeta(error: unknown, matches: readonly { id: string; data?: unknown }[]): MetaDescriptor[] {
  const key = TEXT_KEYS[problemOf(error)].title;
  return [{ title: `${orFallback(frameText(matches, key), key)} | ${PRODUCT_NAME}` }];
}

interface SectionProblemProps {
  /** What failed, in plain words: the page's heading. */
  title: string;
  children: ReactNode;
  /** Where the section's own trail leads (courses and tools; the dashboard has its sidebar). */
  breadcrumb?: Crumb;
  /** The way back within the section. */
  back: Crumb;
  /** Offers the same address again: right after a failure, not for a page that does not exist. */
  retry: boolean;
  /** The retry link's words in the page's language (English "Try again" when not given). */
  retryLabel?: string;
  /** The breadcrumb's name for screen readers in the page's language (English "Breadcrumb" when not given). */
  breadcrumbLabel?: string;
}

/** A layout's error panel, inside the section's frame: what failed, then the ways forward. */
export function SectionProblem({
  title,
  children,
  breadcrumb,
  back,
  retry,
  retryLabel = "Try again",
  breadcrumbLabel = "Breadcrumb",
}: SectionProblemProps) {
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {breadcrumb ? (
        <nav aria-label={breadcrumbLabel} className="text-sm">
          <Link to={breadcrumb.to} className="font-medium text-brand-700 underline hover:text-brand-800">
            {breadcrumb.label}
          </Link>
        </nav>
      ) : null}
      <section aria-labelledby="problem-heading" className="card mt-4 text-center">
        <h1 id="problem-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h1>
        <div className="mt-3 text-slate-700">{children}</div>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {retry ? (
            <Link to={pathname + search} className="button-primary">
              {retryLabel}
            </Link>
          ) : null}
          <Link to={back.to} className={retry ? "button-secondary" : "button-primary"}>
            {back.label}
          </Link>
        </div>
      </section>
    </div>
  );
}
