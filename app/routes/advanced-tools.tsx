import type { MetaFunction } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { errorPageMeta, SectionProblem, useBoundaryProblem } from "~/components/error-page";
import { ADVANCED_TOOLS_PATH } from "~/features/advanced-tools/paths";
import { ADVANCED_TEXTS } from "~/features/advanced-tools/texts";

/** The advanced tools (issue 27 item 2): no loader (no round trip); here for its error boundary (ADR 021). */
export const meta: MetaFunction = ({ error, matches }) => (error ? errorPageMeta(error, matches) : []);

export default function AdvancedToolsLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const problem = useBoundaryProblem();
  const trail = { to: ADVANCED_TOOLS_PATH, label: ADVANCED_TEXTS.title };
  const back = { to: ADVANCED_TOOLS_PATH, label: "Back to the advanced tools" };
  if (problem === "not-found") {
    return (
      <SectionProblem title="Plan not found" breadcrumb={trail} back={back} retry={false}>
        <p>There is no plan of yours at this address. It may have been deleted, or the link is incomplete.</p>
      </SectionProblem>
    );
  }
  return (
    <SectionProblem title="The advanced tools could not be shown" breadcrumb={trail} back={back} retry>
      <p>Something went wrong on our side. Please try again in a moment.</p>
    </SectionProblem>
  );
}
