import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { DashboardHeading, EnrolledCourseList } from "~/features/dashboard/learner-dashboard";
import { requireLearner } from "~/lib/services/learning.server";
import { pageMeta, pageText } from "~/lib/http/meta";
import { dashboardMessages } from "~/features/dashboard/words.server";
import { useTranslate } from "~/hooks/use-translate";

export const meta: MetaFunction = (args) => pageMeta(pageText(args, "dashboard.courses.title"), pageText(args, "dashboard.courses.description"));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { enrolled } = await requireLearner(request, context);
  return { enrolled, messages: dashboardMessages(context.locale, "courses") };
}

export default function MyCourses() {
  const { enrolled } = useLoaderData<typeof loader>();
  const t = useTranslate();
  return (
    <div>
      <DashboardHeading title={t("dashboard.courses.title")}>{t("dashboard.courses.intro")}</DashboardHeading>
      <div className="mt-8">
        <EnrolledCourseList enrolled={enrolled} showAccess cover />
      </div>
    </div>
  );
}
