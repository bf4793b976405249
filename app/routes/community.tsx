import type { MetaFunction } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { errorPageMeta, SectionProblem, useBoundaryProblem } from "~/components/error-page";
import { COMMUNITY_PATH } from "~/features/community/paths";

/**
 * The community section (issue 25). No loader (no round trip) and no `headers` (each page says
 * `private, no-store` itself); it is here for its error boundary (ADR 021).
 */
export const meta: MetaFunction = ({ error, matches }) => (error ? errorPageMeta(error, matches) : []);

export default function CommunityLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const problem = useBoundaryProblem();
  const trail = { to: COMMUNITY_PATH, label: "Community" };
  if (problem === "not-found") {
    return (
      <SectionProblem
        title="Not found in the community"
        breadcrumb={trail}
        back={{ to: COMMUNITY_PATH, label: "Back to the community" }}
        retry={false}
      >
        <p>There is nothing at this address. The thread may have been removed, or the link is incomplete.</p>
      </SectionProblem>
    );
  }
  return (
    <SectionProblem
      title="The community could not be shown"
      breadcrumb={trail}
      back={{ to: COMMUNITY_PATH, label: "Back to the community" }}
      retry
    >
      <p>Something went wrong on our side. Please try again in a moment.</p>
    </SectionProblem>
  );
}
