import type { MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLocation } from "@remix-run/react";
import { errorPageMeta, SectionProblem, useBoundaryProblem } from "~/components/error-page";
import { TOOLS_NAV } from "~/lib/copy/navigation";
import { useTranslate } from "~/hooks/use-translate";

/**
 * The free tools section. No loader (no round trip) and no `headers` (each tool page stays private,
 * the index public); it is here for its error boundary.
 */
export const meta: MetaFunction = ({ error, matches }) => (error ? errorPageMeta(error, matches) : []);

export default function ToolsLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const problem = useBoundaryProblem();
  const t = useTranslate();
  const { pathname } = useLocation();
  const tool = TOOLS_NAV.find(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
  const trail = { to: "/tools", label: "Free tools" };
  const back = { to: "/tools", label: "See all free tools" };
  if (problem === "not-found") {
    return (
      <SectionProblem title="Tool not found" breadcrumb={trail} back={back} retry={false}>
        <p>There is no tool at this address. It may have moved, or the link is incomplete.</p>
      </SectionProblem>
    );
  }
  return (
    <SectionProblem title={`The ${tool ? t(tool.key) : "free tools"} could not be shown`} breadcrumb={trail} back={back} retry>
      {/* Try again keeps the query string, which is the whole plan (ADR 006). */}
      <p>Something went wrong on our side. Nothing you entered is lost: it is all in this page's address, so trying again brings it back.</p>
    </SectionProblem>
  );
}
