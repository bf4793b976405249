import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { errorPageMeta, SectionProblem, useBoundaryProblem } from "~/components/error-page";
import { COMMUNITY_PATH } from "~/features/community/paths";
import { NOT_SHARED_NAMESPACES } from "~/features/community/words.server";
import { useTranslate } from "~/hooks/use-translate";
import { messagesFor } from "~/lib/i18n/catalogues.server";

/**
 * The community section (issue 25). Its loader sends the words its pages share (for every page of it, and
 * for its error boundary when a page failed); the report form's page sends its own, and the settings'
 * and unsubscribe words belong to pages outside the section. Each page reads its own data and says
 * `private, no-store` itself. The words never change within a language, so they are not fetched again
 * on each navigation.
 */
export const meta: MetaFunction = ({ error, matches }) => (error ? errorPageMeta(error, matches) : []);

export function loader({ context }: LoaderFunctionArgs) {
  return { messages: messagesFor(context.locale, ["services.community"], { except: NOT_SHARED_NAMESPACES }) };
}

export const shouldRevalidate = () => false;

export default function CommunityLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const problem = useBoundaryProblem();
  const t = useTranslate();
  const trail = { to: COMMUNITY_PATH, label: t("services.community.title") };
  const back = { to: COMMUNITY_PATH, label: t("services.community.problem.back") };
  if (problem === "not-found") {
    return (
      <SectionProblem
        title={t("services.community.problem.notFound")}
        breadcrumb={trail}
        back={back}
        retry={false}
        breadcrumbLabel={t("services.community.breadcrumb")}
      >
        <p>{t("services.community.problem.notFoundText")}</p>
      </SectionProblem>
    );
  }
  return (
    <SectionProblem
      title={t("services.community.problem.failed")}
      breadcrumb={trail}
      back={back}
      retry
      retryLabel={t("services.community.problem.retry")}
      breadcrumbLabel={t("services.community.breadcrumb")}
    >
      <p>{t("site.errorText")}</p>
    </SectionProblem>
  );
}
