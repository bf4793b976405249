/**
 * The course page's loader and action (`routes/courses.$courseId.tsx` re-exports them). They live in a
 * server module, not in the route file, so the browser's build of the page imports one empty stand-in for
 * server code instead of one per server module the loader uses: each is a chunk of its own, and the page is
 * at the edge of its 100 KiB script budget (issue 38, docs/benchmarks.md).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { findCourseBySlug } from "~/lib/domain/catalog";
import { cacheHeadersFor } from "~/lib/http/http-cache";
import { parseSubmission } from "~/lib/http/form";
import { redirectWithToast } from "~/lib/http/toast.server";
import { requireUser } from "~/lib/services/auth/session.server";
import { coursePageProof } from "~/features/proof/domain/claims";
import { readProofCounts } from "~/features/proof/proof.server";
import { reviewsPath } from "~/features/reviews/course-reviews";
import { loadCourseReviews, saveReview } from "~/features/reviews/reviews.server";
import { reviewRefusal, reviewsPageOf } from "~/features/reviews/domain/review-rules";
import { reviewSchema } from "~/features/reviews/forms";
import { loadCourseLessons } from "./course-page.server";

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
  const proof = coursePageProof(counts, course);
  // A signed-in learner's lesson list carries their progress.
  return data({ course, lessons, preview, opening, certificateId, access, offer, reviews, proof }, { headers: cacheHeadersFor(request) });
}

/** The learner's review of the course: written or changed while they hold it and have completed a quarter of it (checked as it is written). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const course = findCourseBySlug(params.courseId ?? "");
  if (!course) throw new Response("Not Found", { status: 404 });
  const user = await requireUser(request, context);
  const submission = parseSubmission(await request.formData(), reviewSchema);
  if (!submission.success) return data(submission.reply(), { status: 400 });
  const outcome = await saveReview(context, user.id, course, submission.value);
  if (!outcome.saved) return data(submission.reply({ form: reviewRefusal(outcome) }), { status: 403 });
  return redirectWithToast(
    reviewsPath(course),
    outcome.saved === "created"
      ? { type: "success", title: "Thank you", description: "Your review is published." }
      : { type: "success", title: "Saved", description: "Your review is updated." },
    context,
  );
}
