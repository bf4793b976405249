/**
 * The course page's loader, action and headers (`routes/courses.$courseId.tsx` re-exports them). They
 * live in a server module, not in the route file, so the browser's build of the page imports one empty
 * stand-in for server code instead of one per server module the loader uses: each is a chunk of its own,
 * and the page is at the edge of its 100 KiB script budget (issue 38, ADR 062).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { findCourseBySlug } from "~/lib/domain/catalog";
import { cacheHeadersFor, publicPageHeaders } from "~/lib/http/http-cache";
import { parseSubmission } from "~/lib/http/form";
import { redirectWithToast } from "~/lib/http/toast.server";
import { requireUser } from "~/lib/services/auth/session.server";
import { coursePageProof } from "~/features/proof/domain/claims";
import { proofWords, readProofCounts } from "~/features/proof/proof.server";
import { reviewsPath } from "~/features/reviews/course-reviews";
import { loadCourseReviews, saveReview } from "~/features/reviews/reviews.server";
import { REVIEW_BODY_MAX, reviewRefusal, reviewsPageOf } from "~/features/reviews/domain/review-rules";
import { reviewSchemaWith, type REVIEW_FORM_TEXTS } from "~/features/reviews/forms";
import { messagesFor, translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import type { MessageKey, MessageValues } from "~/lib/i18n/messages";
import { courseDetails, shownCourse } from "./course-content.server";
import { loadCourseLessons } from "./course-page.server";

export const headers = publicPageHeaders;

/** The review form's schema with its messages in each language, made once. */
const reviewSchemas = new Map<Locale, ReturnType<typeof reviewSchemaWith>>();
function reviewSchemaIn(locale: Locale): ReturnType<typeof reviewSchemaWith> {
  let schema = reviewSchemas.get(locale);
  if (!schema) {
    const texts: typeof REVIEW_FORM_TEXTS = {
      chooseRating: translate(locale, "course.review.chooseRating"),
      writeReview: translate(locale, "course.review.writeReview"),
      tooLong: translate(locale, "course.review.tooLong", { max: REVIEW_BODY_MAX }),
    };
    reviewSchemas.set(locale, (schema = reviewSchemaWith(texts)));
  }
  return schema;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const course = findCourseBySlug(params.courseId ?? "");
  if (!course) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const preview = url.searchParams.get("preview") === "true";
  // All three join the request's one session batch: one round trip.
  const [{ lessons, opening, certificateId, access, offer }, reviews, counts] = await Promise.all([
    loadCourseLessons(request, context, course, { preview }),
    loadCourseReviews(request, context, course, reviewsPageOf(url)),
    readProofCounts(request, context),
  ]);
  const { locale } = context;
  const proof = coursePageProof(counts, course, proofWords(locale));
  // A signed-in learner's lesson list carries their progress. The course's words come in the page's
  // language: its own (`details`) as data, the page's as `messages` (ADR 053).
  return data(
    {
      course: shownCourse(course, locale),
      details: courseDetails(course, locale),
      lessons,
      preview,
      opening,
      certificateId,
      access,
      offer,
      reviews,
      proof,
      messages: messagesFor(locale, ["course.page"]),
    },
    { headers: cacheHeadersFor(request) },
  );
}

/** The learner's review of the course: written or changed while they hold it and have completed a quarter of it (checked as it is written). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const course = findCourseBySlug(params.courseId ?? "");
  if (!course) throw new Response("Not Found", { status: 404 });
  const user = await requireUser(request, context);
  const { locale } = context;
  const words = (key: MessageKey, values?: MessageValues) => translate(locale, key, values);
  const submission = parseSubmission(await request.formData(), reviewSchemaIn(locale));
  if (!submission.success) return data(submission.reply(), { status: 400 });
  const outcome = await saveReview(context, user.id, course, submission.value);
  if (!outcome.saved) return data(submission.reply({ form: reviewRefusal(outcome, words) }), { status: 403 });
  return redirectWithToast(
    reviewsPath(course),
    outcome.saved === "created"
      ? { type: "success", title: words("course.review.createdTitle"), description: words("course.review.created") }
      : { type: "success", title: words("course.review.updatedTitle"), description: words("course.review.updated") },
    context,
  );
}
