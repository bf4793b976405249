import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { REVIEW_EMAIL_TEXTS } from "~/features/review-emails/texts";
import { ReviewUnsubscribePage, type ReviewUnsubscribeView } from "~/features/review-emails/unsubscribe-page";
import { readReviewEmailLink, unsubscribeFromReviewEmails } from "~/features/review-emails/subscription.server";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta } from "~/lib/http/meta";

const TEXTS = REVIEW_EMAIL_TEXTS.unsubscribe;

export const meta: MetaFunction = () => [...pageMeta(TEXTS.pageTitle, TEXTS.pageDescription), { name: "robots", content: "noindex" }];

// The address carries a learner's token: never stored by a cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

const answer = (view: ReviewUnsubscribeView, status = 200) => data(view, { status, headers: { "Cache-Control": PRIVATE_CACHE } });

/** The emailed link: asks, and changes nothing (mail scanners open links). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = tokenOf(request);
  if (!(await readReviewEmailLink(context, token))) return answer({ state: "invalid" }, 400);
  return answer({ state: "ask", token });
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
