import { Form, Link, useLocation } from "@remix-run/react";
import { FormError, SubmitButton } from "~/components/form-fields";
import { RatingSummary } from "~/components/course-card";
import { StarIcon } from "~/components/icons";
import type { AccessType } from "~/lib/domain/access";
import type { Course } from "~/lib/domain/catalog";
import { UtcDay } from "~/components/utc-day";
import type { FormReply } from "~/lib/http/form";
import { useLocale, useTranslate } from "~/hooks/use-translate";
import { ratingLine } from "~/features/course-page/course-words";
import type { CourseReviews, ShownReview } from "./reviews.server";
import { RATING_VALUES, REVIEW_BODY_MAX, REVIEW_CONSTRAINTS as constraints, REVIEWS_PAGE_PARAM, starsText } from "./domain/review-rules";

/** The reviews section's id: the course-complete card and the save's redirect lead here. */
export const REVIEWS_ID = "reviews";

export function reviewsPath(course: Course, page = 1): string {
  return `/courses/${course.slug}${page > 1 ? `?${REVIEWS_PAGE_PARAM}=${page}` : ""}#${REVIEWS_ID}`;
}

export type ReviewReply = FormReply<"rating" | "body">;

/** Five stars, the first `rating` filled; decorative, as the rating is always written out beside them. */
function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex" aria-hidden="true">
      {RATING_VALUES.map((star) => (
        <StarIcon key={star} className={`h-4 w-4 ${star <= rating ? "fill-amber-400 text-amber-500" : "text-slate-400"}`} />
      ))}
    </span>
  );
}

function ReviewItem({ review }: { review: ShownReview }) {
  const t = useTranslate();
  return (
    <li className="card" data-testid="review">
      <p className="flex flex-wrap items-center gap-2">
        <Stars rating={review.rating} />
        <span className="text-sm font-semibold text-slate-900">{starsText(review.rating, t)}</span>
      </p>
      <p className="mt-3 whitespace-pre-line break-words leading-relaxed text-slate-800">{review.body}</p>
      <p className="mt-3 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{review.name}</span> · {review.progress} · <UtcDay value={review.createdAt} />
        {review.updatedAt ? (
          <>
            {" "}
            ({t("course.page.reviews.edited")} <UtcDay value={review.updatedAt} />)
          </>
        ) : null}
      </p>
    </li>
  );
}

/** The learner's own review: the same form writes it and edits it, prefilled with what they wrote. */
function ReviewForm({
  course,
  own,
  reply,
}: {
  course: Course;
  own: NonNullable<CourseReviews["viewer"]>["own"];
  reply: ReviewReply | undefined;
}) {
  const t = useTranslate();
  // A fresh form after each navigation, so a saved review shows what the server kept.
  const { key } = useLocation();
  const errors = reply?.errors ?? {};
  const rating = reply ? reply.values.rating : own ? String(own.rating) : undefined;
  const body = reply ? reply.values.body : own?.body;
  return (
    <div className="card" data-testid="review-form">
      <h3 className="text-lg font-bold text-slate-900">{own ? t("course.page.reviews.editHeading") : t("course.page.reviews.rateHeading")}</h3>
      {own?.hidden ? <p className="mt-2 text-sm text-slate-700">{t("course.page.reviews.hidden")}</p> : null}
      <Form key={key} method="post" action={`/courses/${course.slug}`} className="mt-4 space-y-5">
        <FormError message={errors.form} />
        <fieldset aria-describedby={errors.rating ? "rating-error" : undefined}>
          <legend className="text-sm font-medium text-slate-800">{t("course.page.reviews.yourRating")}</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {RATING_VALUES.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  defaultChecked={rating === String(value)}
                  className="h-4 w-4 border-slate-400 text-brand-700 focus:ring-brand-600"
                  {...constraints.rating}
                />
                {starsText(value, t)}
              </label>
            ))}
          </div>
          {errors.rating ? (
            <p id="rating-error" className="mt-1 text-sm text-red-800">
              {errors.rating}
            </p>
          ) : null}
        </fieldset>
        <div>
          <label htmlFor="review-body" className="block text-sm font-medium text-slate-800">
            {t("course.page.reviews.yourReview")}
          </label>
          <p id="review-body-hint" className="mt-1 text-sm text-slate-700">
            {t("course.page.reviews.hint", { max: REVIEW_BODY_MAX })}
          </p>
          <textarea
            id="review-body"
            name="body"
            rows={6}
            defaultValue={body}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700"
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? "review-body-hint review-body-error" : "review-body-hint"}
            {...constraints.body}
          />
          {errors.body ? (
            <p id="review-body-error" className="mt-1 text-sm text-red-800">
              {errors.body}
            </p>
          ) : null}
        </div>
        <SubmitButton
          label={own ? t("course.page.reviews.save") : t("course.page.reviews.publish")}
          busyLabel={t("course.page.reviews.saving")}
          className="button-primary"
        />
      </Form>
    </div>
  );
}

/**
 * The course page's reviews: the rating once there are enough reviews, the signed-in learner's form
 * (or how far they still have to go), then every shown review newest first, ten to a page. Nothing at
 * all for a course nobody has reviewed, unless the learner can do something about it.
 */
export function CourseReviewsSection({
  course,
  data,
  access,
  reply,
}: {
  course: Course;
  data: CourseReviews;
  access: AccessType;
  reply: ReviewReply | undefined;
}) {
  const t = useTranslate();
  const locale = useLocale();
  const { rating, reviews, page, hasOlder, viewer } = data;
  const waiting = viewer && !viewer.eligible && access !== "none" && viewer.total > 0;
  if (reviews.length === 0 && page === 1 && !viewer?.eligible && !waiting) return null;
  return (
    <section id={REVIEWS_ID} aria-labelledby="reviews-heading" className="scroll-mt-24">
      <h2 id="reviews-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {t("course.page.reviews.heading")}
      </h2>
      <p className="mt-2 text-slate-700">{t("course.page.reviews.intro")}</p>
      {rating ? (
        <p className="mt-3 text-lg font-semibold text-slate-900">
          <RatingSummary rating={rating} text={ratingLine(rating, t, locale)} />
        </p>
      ) : null}
      <div className="mt-6 space-y-6">
        {viewer?.eligible ? <ReviewForm course={course} own={viewer.own} reply={reply} /> : null}
        {waiting ? (
          <p className="card text-slate-800" data-testid="review-not-yet">
            {t("course.page.reviews.notYet", { needed: viewer.needed, total: viewer.total })}
          </p>
        ) : null}
        {reviews.length > 0 ? (
          <ol className="space-y-4" aria-label={t("course.page.reviews.listLabel")}>
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ol>
        ) : page > 1 ? (
          <p className="text-slate-700">{t("course.page.reviews.noneOnPage")}</p>
        ) : null}
        {page > 1 || hasOlder ? (
          <nav aria-label={t("course.page.reviews.pagesLabel")} className="flex flex-wrap gap-3">
            {page > 1 ? (
              <Link to={reviewsPath(course, page - 1)} className="button-secondary">
                {t("course.page.reviews.newer")}
              </Link>
            ) : null}
            {hasOlder ? (
              <Link to={reviewsPath(course, page + 1)} className="button-secondary">
                {t("course.page.reviews.older")}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </section>
  );
}
