import { Link } from "@remix-run/react";
import type { Course, CourseLevel, CourseSlug } from "~/lib/domain/catalog";
import { COURSE_HIGHLIGHT_LABEL } from "~/lib/domain/catalog";
import { averageText, ratingText, type CourseRating } from "~/lib/domain/course-rating";
import { formatPrice } from "~/lib/domain/money";
import { useDisplayCurrency } from "~/hooks/use-currency";
import { textOr, useLocale, useTranslate } from "~/hooks/use-translate";
import { CheckList, ClockIcon, EyeIcon, StarIcon, UsersIcon } from "./icons";

const LEVEL_STYLE: Record<CourseLevel, string> = {
  Beginner: "bg-emerald-100 text-emerald-900",
  Intermediate: "bg-sky-100 text-sky-900",
  Advanced: "bg-violet-100 text-violet-900",
};

/** A course's level; `label` is its word in the page's language (the level itself by default). */
export function LevelBadge({ level, label }: { level: CourseLevel; label?: string }) {
  return <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${LEVEL_STYLE[level]}`}>{label ?? level}</span>;
}

/**
 * A course's rating from its learners' reviews, "4.6 out of 5 (12 reviews)" beside a star. Only given
 * a rating once the course passes the threshold (app/lib/domain/course-rating.ts); before that callers
 * show nothing at all. `text` is the page's own wording of it, in its language.
 */
export function RatingSummary({ rating, text }: { rating: CourseRating; text?: string }) {
  return (
    <span className="inline-flex items-center gap-1" data-testid="course-rating">
      <StarIcon className="h-4 w-4 fill-amber-400 text-amber-500" />
      <span>{text ?? ratingText(rating)}</span>
    </span>
  );
}

/**
 * A course in the catalogue and on the home page (spec 3): level, title, description, length,
 * learners (only a computed count past its threshold, ADR 034), its learners' rating (once it has enough
 * reviews, ADR 033), features, price in the visitor's currency, and links to the course page and, with
 * `preview`, to its free preview. Its words are `home.card.*` and `home.course.<slug>.*` (the pages'
 * loaders send `home`), the title `nav.course.<slug>`; where one is missing, the registry's English.
 */
export function CourseCard({
  course,
  rating,
  learners = null,
  preview = false,
}: {
  course: Course;
  rating: CourseRating | null;
  learners?: string | null;
  preview?: boolean;
}) {
  const currency = useDisplayCurrency();
  const t = useTranslate();
  const locale = useLocale();
  const slug = course.slug as CourseSlug;
  const title = textOr(t, `nav.course.${slug}`, course.title);
  return (
    <article
      className={`card relative flex flex-col ${course.popular ? "ring-2 ring-brand-700" : ""}`}
      aria-labelledby={`course-${course.slug}`}
    >
      <div className="flex items-center justify-between gap-2">
        <LevelBadge level={course.level} label={textOr(t, `home.card.level.${course.level}`, course.level)} />
        {course.popular ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
            {textOr(t, "home.card.popular", COURSE_HIGHLIGHT_LABEL)}
          </span>
        ) : null}
      </div>
      <h3 id={`course-${course.slug}`} className="mt-4 text-xl font-bold tracking-tight text-slate-900">
        {title}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">{textOr(t, `home.course.${slug}.description`, course.description)}</p>
      <dl className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700">
        <div className="flex items-center gap-1.5">
          <dt>
            <ClockIcon className="h-4 w-4 text-slate-500" />
            <span className="sr-only">{textOr(t, "home.card.length", "Length")}</span>
          </dt>
          <dd>{textOr(t, `home.course.${slug}.duration`, course.duration)}</dd>
        </div>
        {learners ? (
          <div className="flex items-center gap-1.5">
            <dt>
              <UsersIcon className="h-4 w-4 text-slate-500" />
              <span className="sr-only">{textOr(t, "home.card.learners", "Learners")}</span>
            </dt>
            <dd>{learners}</dd>
          </div>
        ) : null}
        {rating ? (
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">{textOr(t, "home.card.rating", "Rating")}</dt>
            <dd>
              <RatingSummary
                rating={rating}
                text={textOr(t, "home.card.ratingText", ratingText(rating), {
                  average: averageText(rating.average, locale),
                  count: rating.count,
                })}
              />
            </dd>
          </div>
        ) : null}
      </dl>
      <CheckList
        items={course.features.map((feature, index) => textOr(t, `home.course.${slug}.feature${index as 0 | 1 | 2 | 3}`, feature))}
        className="mt-5 flex-1 space-y-2 text-sm text-slate-700"
      />
      <div className="mt-6 border-t border-slate-200 pt-5">
        <p className="flex items-baseline gap-2">
          <span className="text-3xl font-bold tracking-tight text-slate-900">{formatPrice(course.price[currency], currency, { locale })}</span>
          <span className="text-sm text-slate-600">{textOr(t, "home.card.oneTime", "one-time")}</span>
        </p>
        <div className="mt-4 flex flex-col gap-2">
          <Link
            to={`/courses/${course.slug}`}
            className="button-primary"
            aria-label={textOr(t, "home.card.viewLabel", `View Course: ${course.title}`, { course: title })}
          >
            {textOr(t, "home.card.view", "View Course")}
          </Link>
          {preview ? (
            <Link
              to={`/courses/${course.slug}?preview=true`}
              className="button-secondary gap-2"
              aria-label={textOr(t, "home.card.previewLabel", `Free Preview: ${course.title}`, { course: title })}
            >
              <EyeIcon className="h-4 w-4" />
              {textOr(t, "home.card.preview", "Free Preview")}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
