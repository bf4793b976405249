import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { threadReads, threadView, visitorMayRead } from "~/features/support/requests.server";
import { noStore, submitVisitorReply } from "~/features/support/support-actions.server";
import { PageFrame } from "~/features/support/support-ui";
import { ThreadPage } from "~/features/support/thread-page";
import { VISITOR_ZONE } from "~/features/support/times";
import { useTranslate } from "~/hooks/use-translate";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { pageText } from "~/lib/http/meta";
import { readWithSession } from "~/lib/services/auth/session.server";

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction<typeof loader> = (args) => [
  // A 404 has no data: the title then stays the English one it always was.
  { title: args.data ? pageText(args, "services.support.visitorTitle") : "Your support request" },
  { name: "robots", content: "noindex" },
];

function notFound(): Response {
  return new Response("Not found", { status: 404 });
}

/**
 * A visitor's thread, opened by the token of the emailed link; a wrong or missing token is a 404, as a
 * request that does not exist. The read joins the session's batch; the token is checked against the
 * stored hash once it is computed.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const requestId = params.requestId ?? "";
  const token = new URL(request.url).searchParams.get("token");
  const { data: reads } = await readWithSession(request, context, () =>
    threadReads(context.db, { kind: "visitor", tokenHash: null }, requestId),
  );
  const [[row], messages] = reads;
  if (!row || !(await visitorMayRead(token, row.accessTokenHash))) throw notFound();
  return data(
    {
      thread: threadView(row, messages, { locale: context.locale, timeZone: VISITOR_ZONE }),
      token: token!,
      formKey: crypto.randomUUID(),
      messages: messagesFor(context.locale, ["services.support"]),
    },
    { headers: noStore },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitVisitorReply(context, params.requestId ?? "", await request.formData(), new Date());
}

export default function VisitorThread() {
  const { thread, token, formKey } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const t = useTranslate();
  return (
    <PageFrame>
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">{t("services.support.title")}</p>
      <ThreadPage thread={thread} formKey={formKey} reply={reply} hidden={{ token }} />
    </PageFrame>
  );
}
