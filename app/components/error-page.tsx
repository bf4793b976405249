import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { ReactNode } from "react";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import type { NavItem } from "~/lib/copy/navigation";

/** The shared look of the 404 page and the error boundaries. */
export function ErrorPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
      <Link to="/" className="button-primary mt-8">
        Return to Home
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

/** The <title> of a page an error boundary shows. */
export function errorPageTitle(problem: BoundaryProblem): string {
  return `${problem === "not-found" ? "Page not found" : "Error"} | ${PRODUCT_NAME}`;
}

/** For the meta function of a route with a boundary: its title when the boundary shows. */
export function errorPageMeta(error: unknown): MetaDescriptor[] {
  return [{ title: errorPageTitle(problemOf(error)) }];
}

interface SectionProblemProps {
  /** What failed, in plain words: the page's heading. */
  title: string;
  children: ReactNode;
  /** Where the section's own trail leads (courses and tools; the dashboard has its sidebar). */
  breadcrumb?: NavItem;
  /** The way back within the section. */
  back: NavItem;
  /** Offers the same address again: right after a failure, not for a page that does not exist. */
  retry: boolean;
}

/** A layout's error panel, inside the section's frame: what failed, then the ways forward. */
export function SectionProblem({ title, children, breadcrumb, back, retry }: SectionProblemProps) {
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {breadcrumb ? (
        <nav aria-label="Breadcrumb" className="text-sm">
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
              Try again
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
