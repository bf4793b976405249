import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ReportPage } from "~/features/community/report-page";
import { reportTargetFor, saveReport } from "~/features/community/report.server";
import { REPORT_NAMESPACE, reportSchemaIn } from "~/features/community/words.server";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { parseSubmission } from "~/lib/http/form";
import { pageMeta, pageText } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";
import { messagesFor, translate } from "~/lib/i18n/catalogues.server";

/** Whose post, and whether it may be reported, depend on who asks: never stored by any cache. */
const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction = (args) => [
  ...pageMeta(pageText(args, "services.community.report.title"), pageText(args, "services.community.report.description")),
  { name: "robots", content: "noindex" },
];

/**
 * The post's opening words and the form, only for a member who may read the post (one round trip; 404
 * otherwise), with the form's words (the section's layout does not send them).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { post, own, reportedAt } = await reportTargetFor(request, context, params.postId ?? "");
  return data({ post, own, reportedAt, messages: messagesFor(context.locale, [REPORT_NAMESPACE]) }, { headers: noStore });
}

/** Saves one report per member and post, then back to the post with a thank-you; refusals keep what was typed. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const target = await reportTargetFor(request, context, params.postId ?? "");
  const submission = parseSubmission(await request.formData(), reportSchemaIn(context.locale));
  if (!submission.success) return data(submission.reply(), { status: 400, headers: noStore });
  const outcome = await saveReport(
    context,
    target.user,
    { postId: target.post.id, own: target.own, reportedAt: target.reportedAt },
    submission.value,
  );
  if (!outcome.ok) return data(submission.reply({ form: outcome.message }), { status: outcome.status, headers: noStore });
  const toast = {
    type: "success" as const,
    title: translate(context.locale, "services.community.report.sentTitle"),
    description: translate(context.locale, "services.community.report.sent"),
  };
  return redirectWithToast(target.post.backTo, toast, context, { headers: noStore });
}

export default function ReportPostRoute() {
  const view = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <ReportPage view={view} reply={reply} />;
}
