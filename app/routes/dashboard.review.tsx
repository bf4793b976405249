import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ReviewPage, REVIEW_INTENT } from "~/features/assessments/review-page";
import { loadReview, submitReview } from "~/features/assessments/review.server";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta, pageText } from "~/lib/http/meta";
import { translate } from "~/lib/i18n/catalogues.server";
import { requireUser } from "~/lib/services/auth/session.server";

const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(pageText(args, "learning.review.title"), pageText(args, "learning.review.metaDescription"));

export async function loader({ request, context }: LoaderFunctionArgs) {
  return data(await loadReview(request, context, new Date()), { headers: noStore });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  if (form.get("intent") !== REVIEW_INTENT)
    return data({ quizError: translate(context.locale, "learning.quiz.useTheButton") }, { status: 400, headers: noStore });
  return submitReview(context, user, form);
}

export default function Review() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <ReviewPage page={page} reply={reply ?? null} />;
}
