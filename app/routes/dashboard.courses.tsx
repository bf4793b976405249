import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { DashboardHeading, EnrolledCourseList } from "~/features/dashboard/learner-dashboard";
import { requireLearner } from "~/lib/services/learning.server";
import { pageMeta } from "~/lib/http/meta";

export const meta: MetaFunction = () => pageMeta("My Courses", "The courses you have bought or that your plan includes.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { enrolled } = await requireLearner(request, context);
  return { enrolled };
}

export default function MyCourses() {
  const { enrolled } = useLoaderData<typeof loader>();
  return (
    <div>
      <DashboardHeading title="My Courses">Every course you have bought or that your plan includes.</DashboardHeading>
      <div className="mt-8">
        <EnrolledCourseList enrolled={enrolled} showAccess cover />
      </div>
    </div>
  );
}
