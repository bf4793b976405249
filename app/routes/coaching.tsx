import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { errorPageMeta, SectionProblem, useBoundaryProblem } from "~/components/error-page";
import { COACHING_PATH } from "~/features/coaching/paths";
import { useTranslate } from "~/hooks/use-translate";
import { messagesFor } from "~/lib/i18n/catalogues.server";

/**
 * The coaching section (issue 26). Its loader sends the section's words (for its pages, and for its
 * error boundary when a page failed); each page says `private, no-store` itself. The words never change
 * within a language, so they are not fetched again on each navigation.
 */
export const meta: MetaFunction = ({ error, matches }) => (error ? errorPageMeta(error, matches) : []);

export function loader({ context }: LoaderFunctionArgs) {
  return { messages: messagesFor(context.locale, ["services.coaching"]) };
}

export const shouldRevalidate = () => false;

export default function CoachingLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const problem = useBoundaryProblem();
  const t = useTranslate();
  const trail = { to: COACHING_PATH, label: t("services.coaching.problem.section") };
  const back = { to: COACHING_PATH, label: t("services.coaching.problem.back") };
  if (problem === "not-found") {
    return (
      <SectionProblem
        title={t("services.coaching.problem.notFound")}
        breadcrumb={trail}
        back={back}
        retry={false}
        breadcrumbLabel={t("services.coaching.breadcrumb")}
      >
        <p>{t("services.coaching.problem.notFoundText")}</p>
      </SectionProblem>
    );
  }
  return (
    <SectionProblem
      title={t("services.coaching.problem.failed")}
      breadcrumb={trail}
      back={back}
      retry
      retryLabel={t("services.coaching.problem.retry")}
      breadcrumbLabel={t("services.coaching.breadcrumb")}
    >
      <p>{t("site.errorText")}</p>
    </SectionProblem>
  );
}
