import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { advisorIncluded, threadReads, threadView } from "~/features/support/requests.server";
import { dashboardRequestPath, DASHBOARD_SUPPORT_PATH } from "~/features/support/paths";
import { noStore, submitReply } from "~/features/support/support-actions.server";
import { ThreadPage } from "~/features/support/thread-page";
import { viewerZone } from "~/features/time-zones/domain/zoned-time";
import { requireUser, requireUserWith } from "~/lib/services/auth/session.server";
import { useTranslate } from "~/hooks/use-translate";
import { messagesFor, translate } from "~/lib/i18n/catalogues.server";
import { pageText } from "~/lib/http/meta";

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = (args) => [
  { title: args.data ? pageText(args, "services.support.requestTitle") : "Support request" },
];

/** The learner's own request and its thread; another learner's id is a 404. One round trip. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const requestId = params.requestId ?? "";
  const { user, data: reads } = await requireUserWith(request, context, (userId) =>
    threadReads(context.db, { kind: "member", userId }, requestId),
  );
  const [[row], messages] = reads;
  if (!row) throw new Response("Not found", { status: 404 });
  // An advisor thread stays readable after the plan ends; its reply form goes with the plan.
  const replyRefusal =
    row.kind === "advisor" && !advisorIncluded(user, new Date()) ? translate(context.locale, "services.support.advisor.replyNotIncluded") : null;
  return data(
    {
      thread: threadView(row, messages, { locale: context.locale, timeZone: viewerZone(user) }),
      formKey: crypto.randomUUID(),
      replyRefusal,
      messages: messagesFor(context.locale, ["services.support"]),
    },
    { headers: noStore },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const requestId = params.requestId ?? "";
  return submitReply(
    context,
    { kind: "member", userId: user.id },
    requestId,
    await request.formData(),
    dashboardRequestPath(requestId),
    new Date(),
  );
}

export default function DashboardSupportThread() {
  const { thread, formKey, replyRefusal } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const t = useTranslate();
  return (
    <ThreadPage
      thread={thread}
      formKey={formKey}
      reply={reply}
      replyRefusal={replyRefusal}
      back={{ to: DASHBOARD_SUPPORT_PATH, label: t("services.support.allRequests") }}
    />
  );
}
