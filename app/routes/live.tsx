import type { MetaFunction } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { errorPageMeta, SectionProblem, useBoundaryProblem } from "~/components/error-page";
import { LIVE_PATH } from "~/features/live/paths";
import { LIVE_TEXTS } from "~/features/live/texts";

/** The live Q&A section (issue 26): no loader (no round trip); here for its error boundary (ADR 021). */
export const meta: MetaFunction = ({ error, matches }) => (error ? errorPageMeta(error, matches) : []);

export default function LiveLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const problem = useBoundaryProblem();
  const trail = { to: LIVE_PATH, label: LIVE_TEXTS.title };
  const back = { to: LIVE_PATH, label: "Back to Live Q&A" };
  if (problem === "not-found") {
    return (
      <SectionProblem title="Session not found" breadcrumb={trail} back={back} retry={false}>
        <p>There is no live session at this address. It may have been removed, or the link is incomplete.</p>
      </SectionProblem>
    );
  }
  return (
    <SectionProblem title="Live Q&A could not be shown" breadcrumb={trail} back={back} retry>
      <p>Something went wrong on our side. Please try again in a moment.</p>
    </SectionProblem>
  );
}
