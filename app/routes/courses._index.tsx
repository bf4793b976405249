import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ON_DARK_PRIMARY, ON_DARK_SECONDARY } from "~/components/button-styles";
import { CourseCard } from "~/components/course-card";
import { ArrowRightIcon } from "~/components/icons";
import { CheckoutButton } from "~/features/payments/price-card";
import { SectionHeading } from "~/components/section-heading";
import { COURSES, type Course, type CourseSlug } from "~/lib/domain/catalog";
import { pageMeta, pageText } from "~/lib/http/meta";
import { LEARNING_PATHS, pathOffer, type LearningPath } from "~/lib/domain/learning-paths";
import { formatPrice } from "~/lib/domain/money";
import { useDisplayCurrency } from "~/hooks/use-currency";
import { MethodFootnote } from "~/features/proof/proof-parts";
import { useLocale, useTranslate, type Translate } from "~/hooks/use-translate";
import { listText } from "~/lib/i18n/lists";
import type { loader } from "~/features/home/catalogue-route.server";

export const meta: MetaFunction = (args) => pageMeta(pageText(args, "home.courses.title"), pageText(args, "home.courses.description"), args);

export { headers, loader } from "~/features/home/catalogue-route.server";

/** A course's title in the page's language (`nav.course.<slug>`, sent by the root). */
function courseTitle(course: Course, t: Translate): string {
  return t(`nav.course.${course.slug as CourseSlug}`);
}

/** A path's words in the catalogue (`home.path.<id>.*`). */
type PathId = "debt-free-foundations" | "wealth-builder" | "complete-financial-freedom";

function PathCard({ path, ownedProductNames }: { path: LearningPath; ownedProductNames: ReadonlySet<string> }) {
  const currency = useDisplayCurrency();
  const t = useTranslate();
  const locale = useLocale();
  const offer = pathOffer(path, ownedProductNames, currency);
  const [firstCourse] = path.courses;
  const id = path.id as PathId;
  const title = t(`home.path.${id}.title`);
  const duration = path.courses.map((course) => t(`home.course.${course.slug as CourseSlug}.duration`)).join(" + ");
  const [insteadBefore, insteadAfter] = t("home.path.insteadOf").split("{price}");
  return (
    <article className="card flex flex-col" aria-labelledby={`path-${path.id}`}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{duration}</p>
        <p className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold text-amber-900">
          {t("home.path.save", { percent: path.savingsPercent })}
        </p>
      </div>
      <h3 id={`path-${path.id}`} className="mt-4 text-xl font-bold tracking-tight text-slate-900">
        {title}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">{t(`home.path.${id}.description`)}</p>
      <ol className="mt-5 flex-1 space-y-2 text-sm" aria-label={t("home.path.coursesIn", { path: title })}>
        {path.courses.map((course, index) => (
          <li key={course.slug} className="flex items-center gap-3">
            <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-800">
              {index + 1}
            </span>
            <Link to={`/courses/${course.slug}`} className="font-medium text-slate-800 hover:text-brand-800 hover:underline">
              {courseTitle(course, t)}
            </Link>
          </li>
        ))}
      </ol>
      <div className="mt-6 border-t border-slate-200 pt-5">
        {offer.toBuy.length === 0 ? (
          <>
            <p className="font-semibold text-emerald-800">{t("home.path.ownAll")}</p>
            <Link to="/dashboard/courses" className="button-primary mt-4 w-full">
              {t("home.path.myCourses")}
            </Link>
          </>
        ) : (
          <>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-3xl font-bold tracking-tight text-slate-900">{formatPrice(offer.total, currency, { locale })}</span>
              <span className="text-sm text-slate-600">
                {insteadBefore}
                <s>{formatPrice(offer.full, currency, { locale })}</s>
                {insteadAfter}
              </span>
            </p>
            <p className="mt-1 text-xs text-slate-600">
              {offer.owned.length > 0
                ? t("home.path.owned", {
                    courses: listText(
                      offer.owned.map((course) => t("home.path.courseName", { course: courseTitle(course, t) })),
                      locale,
                    ),
                    count: offer.toBuy.length,
                  })
                : t("home.path.together")}
            </p>
            <CheckoutButton
              name="path"
              value={path.id}
              label={t("home.path.buy", { path: title })}
              busyLabel={t("home.path.processing")}
              returnTo="/courses"
            />
          </>
        )}
        {firstCourse && offer.toBuy.length > 0 ? (
          <Link
            to={`/courses/${firstCourse.slug}`}
            className="button-secondary mt-4 w-full gap-2"
            aria-label={t("home.path.startFirstLabel", { course: courseTitle(firstCourse, t) })}
          >
            {t("home.path.startFirst")}
            <ArrowRightIcon className="h-4 w-4" />
          </Link>
        ) : null}
      </div>
    </article>
  );
}

export default function Courses() {
  const currency = useDisplayCurrency();
  const page = useLoaderData<typeof loader>();
  const t = useTranslate();
  const ownedProductNames = new Set(page.ownedProductNames);
  return (
    <>
      <section aria-labelledby="courses-heading" className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t("home.courses.eyebrow")}</p>
          <h1 id="courses-heading" className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {t("home.courses.heading")}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">{t("home.courses.lead", { currency })}</p>
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="featured-heading" className="sr-only">
          {t("home.courses.featured")}
        </h2>
        <div className="grid gap-6 md:grid-cols-3">
          {COURSES.map((course) => (
            <CourseCard
              key={course.slug}
              course={course}
              rating={page.ratings[course.slug] ?? null}
              learners={page.proof.learners[course.slug]}
              preview
            />
          ))}
        </div>
        <div className="mt-6">
          <MethodFootnote lines={page.proof.footnote} label={t("home.footnote.label")} />
        </div>
      </section>

      <section aria-labelledby="paths-heading" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <SectionHeading id="paths-heading" eyebrow={t("home.courses.pathsEyebrow")} title={t("home.courses.pathsTitle")}>
            {t("home.courses.pathsLead")}
          </SectionHeading>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {LEARNING_PATHS.map((path) => (
              <PathCard key={path.id} path={path} ownedProductNames={ownedProductNames} />
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 py-16">
        <div className="rounded-2xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
            {t("home.courses.ctaTitle")}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-emerald-50">{t("home.courses.ctaText")}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/courses/budget-bootcamp" className={ON_DARK_PRIMARY}>
              {t("home.courses.ctaStart")}
            </Link>
            <Link to="/#pricing" className={ON_DARK_SECONDARY}>
              {t("home.courses.ctaCompare")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
