import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UnsubscribePage, type UnsubscribeView } from "~/features/community/unsubscribe-page";
import { readUnsubscribeLink, unsubscribe, type UnsubscribeScope } from "~/features/community/unsubscribe.server";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta, pageText } from "~/lib/http/meta";
import { messagesFor } from "~/lib/i18n/catalogues.server";

export const meta: MetaFunction = (args) => [
  ...pageMeta(pageText(args, "services.community.unsubscribe.heading"), pageText(args, "services.community.unsubscribe.description")),
  { name: "robots", content: "noindex" },
];

// The address carries a member's token: never stored by a cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** Outside the community's layout: the page sends its own words. */
const words = (context: LoaderFunctionArgs["context"]) => messagesFor(context.locale, ["services.community.unsubscribe"]);

const invalid = (context: LoaderFunctionArgs["context"]) =>
  data({ state: "invalid", messages: words(context) } as UnsubscribeView & { messages: ReturnType<typeof words> }, {
    status: 400,
    headers: { "Cache-Control": PRIVATE_CACHE },
  });

/** The emailed link: asks which emails to stop, and changes nothing (mail scanners open links). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = tokenOf(request);
  const link = await readUnsubscribeLink(context, token);
  if (!link) return invalid(context);
  return data(
    { state: "ask", token, threadName: link.threadName, messages: words(context) } as UnsubscribeView & { messages: ReturnType<typeof words> },
    {
      headers: { "Cache-Control": PRIVATE_CACHE },
    },
  );
}

/**
 * The page's buttons (`scope`), and RFC 8058's one-click POST (`List-Unsubscribe=One-Click`, no cookie,
 * from the mail provider's servers; server/app-handler.ts lets it through the cross-site check), which
 * switches off the kind of email: every community reply email. Answers 200 with what stopped.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const link = await readUnsubscribeLink(context, tokenOf(request));
  if (!link) return invalid(context);
  const form = await request.formData();
  const scope: UnsubscribeScope = form.get("scope") === "thread" ? "thread" : "all";
  await unsubscribe(context, link.claim, scope);
  return data({ state: "done", scope, threadName: link.threadName } as UnsubscribeView, { headers: { "Cache-Control": PRIVATE_CACHE } });
}

export default function Unsubscribe() {
  const asked = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  return <UnsubscribePage view={done ?? asked} />;
}
