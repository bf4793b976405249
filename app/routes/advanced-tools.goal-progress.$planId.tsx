import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { logContribution } from "~/features/advanced-tools/advanced-tools.server";
import { goalProgressLoader } from "~/features/advanced-tools/pages.server";
import { GoalProgressPage } from "~/features/advanced-tools/goal-page";
import { Gate } from "~/features/advanced-tools/ui";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta, pageText } from "~/lib/http/meta";

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE });
export const meta: MetaFunction = (args) =>
  pageMeta(pageText(args, "plans.toolLine.goalsTitle"), pageText(args, "plans.advancedLinks.indexGoals"));

export const loader = ({ request, context, params }: LoaderFunctionArgs) => goalProgressLoader(request, context, params.planId!);
export const action = ({ request, context, params }: ActionFunctionArgs) => logContribution(request, context, params.planId!);

export default function GoalProgress() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (page.state !== "member") return <Gate page={page} />;
  return <GoalProgressPage plan={page.plan} goals={page.goals} today={page.today} token={page.token} reply={reply} />;
}
