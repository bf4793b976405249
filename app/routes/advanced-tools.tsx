import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { errorPageMeta, SectionProblem, useBoundaryProblem } from "~/components/error-page";
import { ADVANCED_TOOLS_PATH } from "~/features/advanced-tools/paths";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { useTranslate } from "~/hooks/use-translate";

/**
 * The advanced tools (issue 27 item 2): here for its error boundary (ADR 021). Its loader only sends the
 * boundary's words in the page's language (no database, no session).
 */
export const loader = ({ context }: LoaderFunctionArgs) => ({ messages: messagesFor(context.locale, ["plans.advancedError"]) });

export const meta: MetaFunction = ({ error, matches }) => (error ? errorPageMeta(error, matches) : []);

export default function AdvancedToolsLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const problem = useBoundaryProblem();
  const t = useTranslate();
  const trail = { to: ADVANCED_TOOLS_PATH, label: t("plans.advancedError.title") };
  const back = { to: ADVANCED_TOOLS_PATH, label: t("plans.advancedError.back") };
  const labels = { breadcrumbLabel: t("plans.advancedError.breadcrumb"), retryLabel: t("plans.advancedError.tryAgain") };
  if (problem === "not-found") {
    return (
      <SectionProblem title={t("plans.advancedError.notFoundTitle")} breadcrumb={trail} back={back} retry={false} {...labels}>
        <p>{t("plans.advancedError.notFoundText")}</p>
      </SectionProblem>
    );
  }
  return (
    <SectionProblem title={t("plans.advancedError.failedTitle")} breadcrumb={trail} back={back} retry {...labels}>
      <p>{t("plans.advancedError.failedText")}</p>
    </SectionProblem>
  );
}
