import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SupportRequestPage } from "~/features/support/console-page";
import {
  assignRequest,
  assignSchema,
  loadConsoleRequest,
  replyAsStaff,
  requireSupportStaff,
  setRequestStatus,
  staffReplySchema,
  type StaffOutcome,
} from "~/features/support/console.server";
import { adminRequestPath } from "~/features/support/paths";
import { noStore } from "~/features/support/support-actions.server";
import { CONSOLE_TEXTS, MESSAGE_MAX } from "~/features/support/texts";
import { parseSubmission } from "~/lib/http/form";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { userText } from "~/lib/domain/user-text";
import { redirectWithToast } from "~/lib/http/toast.server";

export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = () => [{ title: `Support request · Staff console` }, { name: "robots", content: "noindex" }];

/** A request in the viewer's queue, with its thread; any other id is a 404. One round trip. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await loadConsoleRequest(request, context, params.requestId ?? "", new Date());
  // The console is in English; its message list and reply field are the requesters' pages' own parts, with their words.
  return data({ page, formKey: crypto.randomUUID(), messages: messagesFor("en", ["services.support"]) }, { headers: noStore });
}

const DONE: Record<string, string> = {
  assign: CONSOLE_TEXTS.assigned,
  reply: CONSOLE_TEXTS.replied,
  close: CONSOLE_TEXTS.closed,
  reopen: CONSOLE_TEXTS.reopened,
};

/** Assign, reply, close and reopen: each checks the request is in the viewer's queue, in SQL, with its audit entry. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireSupportStaff(request, context);
  const requestId = params.requestId ?? "";
  const now = new Date();
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  let outcome: StaffOutcome;
  if (intent === "reply") {
    const submission = parseSubmission(form, staffReplySchema);
    if (!submission.success) {
      const reply = submission.reply();
      const typed = form.get("message");
      const values = { ...reply.values, message: typeof typed === "string" ? userText(typed).slice(0, MESSAGE_MAX * 2) : undefined };
      return data({ intent, values, errors: reply.errors }, { status: 400, headers: noStore });
    }
    outcome = await replyAsStaff(context, staff, requestId, submission.value, now);
  } else if (intent === "assign") {
    const submission = parseSubmission(form, assignSchema);
    if (!submission.success) return data({ intent, values: {}, errors: submission.reply().errors }, { status: 400, headers: noStore });
    outcome = await assignRequest(context, staff, requestId, submission.value.assignee, now);
  } else if (intent === "close" || intent === "reopen") {
    outcome = await setRequestStatus(context, staff, requestId, intent === "close" ? "closed" : "open", now);
  } else {
    return data({ intent, values: {}, errors: { form: "Unknown action." } }, { status: 400, headers: noStore });
  }
  if (outcome === "not-found") throw new Response("Not found", { status: 404 });
  const title = outcome === "done" ? DONE[intent]! : CONSOLE_TEXTS.unchanged;
  return redirectWithToast(adminRequestPath(requestId), { type: outcome === "done" ? "success" : "info", title }, context);
}

export default function AdminSupportRequest() {
  const { page, formKey } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <SupportRequestPage page={page} formKey={formKey} reply={reply} />;
}
