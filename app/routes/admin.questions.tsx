import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { QuestionStatsSections } from "~/features/admin/question-stats-page";
import { requireQuestionStats } from "~/features/admin/question-stats.server";
import { consolePageAction } from "~/features/admin/staff.server";
import { pageMeta } from "~/lib/http/meta";

export const meta: MetaFunction = () => [
  ...pageMeta("Questions · Staff console", "How learners answer the knowledge checks, and where they stop."),
  { name: "robots", content: "noindex" },
];

/** A post is a 404 to anyone but staff, as a GET is: the address is not advertised. */
export const action = consolePageAction;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { report: await requireQuestionStats(request, context) };
}

export default function AdminQuestions() {
  const { report } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Questions</h1>
      <p className="mt-1 text-slate-700">Where learners stop in each course, and how they answer each question. All time.</p>
      <div className="mt-4">
        <QuestionStatsSections report={report} />
      </div>
    </div>
  );
}
