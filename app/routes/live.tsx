import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { errorPageMeta, SectionProblem, useBoundaryProblem } from "~/components/error-page";
import { LIVE_PATH } from "~/features/live/paths";
import { useTranslate } from "~/hooks/use-translate";
import { messagesFor } from "~/lib/i18n/catalogues.server";

/**
 * The live Q&A section (issue 26). Its loader sends the section's words (for its pages, and for its
 * error boundary when a page failed); they never change within a language, so they are not fetched
 * again on each navigation.
 */
export const meta: MetaFunction = ({ error, matches }) => (error ? errorPageMeta(error, matches) : []);

export function loader({ context }: LoaderFunctionArgs) {
  return { messages: messagesFor(context.locale, ["services.live"]) };
}

export const shouldRevalidate = () => false;

export default function LiveLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const problem = useBoundaryProblem();
  const t = useTranslate();
  const trail = { to: LIVE_PATH, label: t("services.live.title") };
  const back = { to: LIVE_PATH, label: t("services.live.problem.back") };
  if (problem === "not-found") {
    return (
      <SectionProblem
        title={t("services.live.problem.notFound")}
        breadcrumb={trail}
        back={back}
        retry={false}
        breadcrumbLabel={t("services.live.breadcrumb")}
      >
        <p>{t("services.live.problem.notFoundText")}</p>
      </SectionProblem>
    );
  }
  return (
    <SectionProblem
      title={t("services.live.problem.failed")}
      breadcrumb={trail}
      back={back}
      retry
      retryLabel={t("services.live.problem.retry")}
      breadcrumbLabel={t("services.live.breadcrumb")}
    >
      <p>{t("site.errorText")}</p>
    </SectionProblem>
  );
}
