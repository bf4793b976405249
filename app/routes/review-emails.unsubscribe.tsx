import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ReviewUnsubscribePage, type ReviewUnsubscribeView } from "~/features/review-emails/unsubscribe-page";
import { readReviewEmailLink, unsubscribeFromReviewEmails } from "~/features/review-emails/subscription.server";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta, pageText } from "~/lib/http/meta";
import { messagesFor } from "~/lib/i18n/catalogues.server";

export const meta: MetaFunction = (args) => [
  ...pageMeta(pageText(args, "reminders.unsubscribe.title"), pageText(args, "reminders.unsubscribe.description")),
  { name: "robots", content: "noindex" },
];

// The address carries a learner's token: never stored by a cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

const answer = (view: ReviewUnsubscribeView, status = 200) => data(view, { status, headers: { "Cache-Control": PRIVATE_CACHE } });

/** Outside any layout with words of its own: the page sends its own, in its language. */
const words = (context: LoaderFunctionArgs["context"]) => messagesFor(context.locale, ["reminders.unsubscribe"]);

/**
 * The emailed link: asks, and changes nothing (mail scanners open links). Its words come with every
 * answer, a bad link's 400 too; after a POST (the button, a one-click) the loader runs again, so the
 * outcome is said in the page's language as well.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = tokenOf(request);
  const view: ReviewUnsubscribeView = (await readReviewEmailLink(context, token)) ? { state: "ask", token } : { state: "invalid" };
  return data(
    { ...view, messages: words(context) },
    { status: view.state === "invalid" ? 400 : 200, headers: { "Cache-Control": PRIVATE_CACHE } },
  );
}

/**
 * The page's button, and RFC 8058's one-click POST (`List-Unsubscribe=One-Click`, no cookie, from the
 * mail provider's servers; server/app-handler.ts lets it through the cross-site check): either withdraws
 * the consent. The signed token is the only authority. Answers 200 with what stopped.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const link = await readReviewEmailLink(context, tokenOf(request));
  if (!link) return answer({ state: "invalid" }, 400);
  await unsubscribeFromReviewEmails(context, link.userId);
  return answer({ state: "done" });
}

export default function ReviewEmailsUnsubscribe() {
  const asked = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  return <ReviewUnsubscribePage view={done ?? asked} />;
}
