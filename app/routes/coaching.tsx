import type { MetaFunction } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { errorPageMeta, SectionProblem, useBoundaryProblem } from "~/components/error-page";
import { COACHING_PATH } from "~/features/coaching/paths";

/** The coaching section (issue 26). No loader and no `headers` (each page says `private, no-store`); here for its error boundary (ADR 021). */
export const meta: MetaFunction = ({ error, matches }) => (error ? errorPageMeta(error, matches) : []);

export default function CoachingLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const problem = useBoundaryProblem();
  const trail = { to: COACHING_PATH, label: "Coaching" };
  if (problem === "not-found") {
    return (
      <SectionProblem title="Not found in coaching" breadcrumb={trail} back={{ to: COACHING_PATH, label: "Back to coaching" }} retry={false}>
        <p>There is nothing at this address. The session may have been cancelled, or the link is incomplete.</p>
      </SectionProblem>
    );
  }
  return (
    <SectionProblem title="Coaching could not be shown" breadcrumb={trail} back={{ to: COACHING_PATH, label: "Back to coaching" }} retry>
      <p>Something went wrong on our side. Please try again in a moment.</p>
    </SectionProblem>
  );
}
