import type { MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLocation } from "@remix-run/react";
import { errorPageMeta, SectionProblem, useBoundaryProblem } from "~/components/error-page";
import { TOOLS_NAV } from "~/lib/copy/navigation";
import { useTranslate } from "~/hooks/use-translate";

/**
 * The free tools section. Its loader only sends the section's words in the page's language (the
 * breadcrumb and this error boundary's; no database, no session), and no `headers` (each tool page
 * stays private, the index public); it is here for its error boundary.
 */
export { loader } from "~/features/tools/tools-section.server";

export const meta: MetaFunction = ({ error, matches }) => (error ? errorPageMeta(error, matches) : []);

export default function ToolsLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const problem = useBoundaryProblem();
  const t = useTranslate();
  const { pathname } = useLocation();
  const tool = TOOLS_NAV.find(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
  const trail = { to: "/tools", label: t("tools.section.freeTools") };
  const back = { to: "/tools", label: t("tools.section.seeAll") };
  const labels = { breadcrumbLabel: t("tools.section.breadcrumb"), retryLabel: t("tools.section.tryAgain") };
  if (problem === "not-found") {
    return (
      <SectionProblem title={t("tools.section.notFoundTitle")} breadcrumb={trail} back={back} retry={false} {...labels}>
        <p>{t("tools.section.notFoundText")}</p>
      </SectionProblem>
    );
  }
  return (
    <SectionProblem
      title={tool ? t("tools.section.failedTitle", { tool: t(tool.key) }) : t("tools.section.failedToolsTitle")}
      breadcrumb={trail}
      back={back}
      retry
      {...labels}
    >
      {/* Try again keeps the query string, which is the whole plan (ADR 006). */}
      <p>{t("tools.section.failedText")}</p>
    </SectionProblem>
  );
}
