import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ErrorPage, useBoundaryProblem } from "~/components/error-page";
import { ShieldIcon } from "~/components/icons";
import { courseLevel, courseTitle } from "~/features/dashboard/learner-dashboard";
import { formatDayIn } from "~/features/dashboard/format";
import { withParts } from "~/features/dashboard/rich-text";
import { courseTitleIn, dashboardMessages } from "~/features/dashboard/words.server";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { findCourseBySlug } from "~/lib/domain/catalog";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { readCertificate } from "~/lib/services/learning.server";
import { pageMeta, pageText } from "~/lib/http/meta";
import { PrintButton } from "~/components/print-button";
import { CertificateSeal } from "~/features/certificate/seal";
import { VerificationLink } from "~/features/certificate/verification-link";
import { courseHours, linkedInAddToProfileUrl } from "~/features/certificate/domain/share";
import { scoreBand } from "~/features/assessments/domain/grading";
import { useLocale, useTranslate } from "~/hooks/use-translate";
import { translate } from "~/lib/i18n/catalogues.server";
import { localizedPath } from "~/lib/i18n/locale";

// Public, but never cached: a certificate its learner revokes must disappear at once (ADR 015).
const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction<typeof loader> = (args) => {
  if (!args.data || "notFound" in args.data) {
    return pageMeta(pageText(args, "dashboard.certificate.notFound"), pageText(args, "dashboard.certificate.notFoundDescription"));
  }
  if (args.data.revoked) return pageMeta(pageText(args, "dashboard.certificate.revoked"), pageText(args, "dashboard.certificate.revokedText"));
  const { learnerName, title, duration, issuedOn, assessment } = args.data;
  const values = { name: learnerName, course: title, duration, product: PRODUCT_NAME, date: issuedOn };
  return pageMeta(
    pageText(args, "dashboard.certificate.metaTitle", values),
    assessment
      ? pageText(args, "dashboard.certificate.metaDescriptionPassed", { ...values, band: assessment.band ?? "" })
      : pageText(args, "dashboard.certificate.metaDescription", values),
    args,
  );
};

/** Anyone with the link may see a certificate (the id is unguessable); it reads no session. One round trip. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { locale } = context;
  // A missing or revoked certificate's page says so in the page's language: its words go with every answer.
  const messages = dashboardMessages(locale, "certificate");
  const credentialId = params.certificateId ?? "";
  const certificate = await readCertificate(context, credentialId);
  // A verifier who follows a revoked certificate's link learns that it no longer stands, not that it never was.
  if (certificate?.revoked) return data({ revoked: true, messages } as const, { headers: noStore });
  const course = certificate && findCourseBySlug(certificate.courseId);
  if (!certificate || !course) return data({ notFound: true, messages } as const, { status: 404, headers: noStore });
  // The address it is shared by comes from SITE_URL, never from the request's Host header; a French page gives the French page's.
  const certificateUrl = new URL(localizedPath(`/certificates/${credentialId}`, locale), context.settings.siteUrl).href;
  const title = courseTitleIn(locale, course);
  return data(
    {
      revoked: false,
      learnerName: certificate.learnerName,
      course,
      // The course's title and length in the page's language, for its title and description.
      title,
      duration: translate(locale, `dashboard.course.duration.${course.slug}` as Parameters<typeof translate>[1]),
      hours: courseHours(certificate.courseMinutes),
      issuedOn: formatDayIn(locale, certificate.issuedAt),
      // The band, not the score: it certifies the pass without publishing the learner's marks.
      assessment: certificate.assessment
        ? {
            band: scoreBand(certificate.assessment.score, certificate.assessment.total),
            passedOn: formatDayIn(locale, certificate.assessment.passedAt),
          }
        : null,
      credentialId,
      certificateUrl,
      linkedInUrl: linkedInAddToProfileUrl({
        courseTitle: title,
        organization: PRODUCT_NAME,
        issuedAt: certificate.issuedAt,
        certificateUrl,
        credentialId,
      }),
      messages,
    } as const,
    { headers: noStore },
  );
}

export default function Certificate() {
  const certificate = useLoaderData<typeof loader>();
  const t = useTranslate();
  if ("notFound" in certificate) {
    return (
      <ErrorPage title={t("dashboard.certificate.notFound")}>
        <p className="mt-4 text-slate-600">{t("dashboard.certificate.notFoundText")}</p>
      </ErrorPage>
    );
  }
  if (certificate.revoked) {
    return (
      <ErrorPage title={t("dashboard.certificate.revoked")}>
        <p className="mt-4 text-slate-600">{t("dashboard.certificate.revokedText")}</p>
      </ErrorPage>
    );
  }
  const { learnerName, course, hours, issuedOn, assessment, credentialId, certificateUrl, linkedInUrl } = certificate;
  const title = courseTitle(t, course);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10 print:max-w-none print:p-0">
      <article
        aria-labelledby="certificate-heading"
        className="break-inside-avoid rounded-2xl border-[10px] border-double border-brand-700 bg-white p-2 shadow-sm print:shadow-none"
      >
        <div className="rounded-lg border border-amber-300 bg-gradient-to-b from-white to-brand-50/40 px-5 py-10 text-center sm:px-12 sm:py-12 print:py-10">
          <p className="text-sm font-semibold uppercase tracking-[0.3em] text-brand-800">{PRODUCT_NAME}</p>
          <h1 id="certificate-heading" className="mt-5 font-serif text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {t("dashboard.certificate.heading")}
          </h1>
          <p className="mt-8 text-slate-700">{t("dashboard.certificate.certifies")}</p>
          <p className="mt-3 break-words font-serif text-3xl italic text-slate-900 sm:text-5xl" data-testid="learner-name">
            {learnerName}
          </p>
          <div aria-hidden="true" className="mx-auto mt-4 h-px w-2/3 bg-amber-300" />
          <p className="mt-6 text-slate-700">{t("dashboard.certificate.completed")}</p>
          <p className="mt-3 text-2xl font-semibold text-brand-900 sm:text-3xl" data-testid="course-title">
            {title}
          </p>
          <p className="mt-2 text-sm text-slate-700">
            {withParts(t("dashboard.certificate.work", { level: courseLevel(t, course) }), {
              hours: <span data-testid="course-hours">{t("dashboard.certificate.hours", { count: hours })}</span>,
            })}
          </p>
          <p className="mt-4 font-medium text-slate-800" data-testid="certificate-assessment">
            {assessment
              ? t("dashboard.certificate.passed", { date: assessment.passedOn, band: assessment.band ?? "" })
              : t("dashboard.certificate.beforeAssessments")}
          </p>
          <div className="mt-10 grid items-center gap-6 sm:grid-cols-[1fr_auto_1fr]">
            <div className="sm:text-left">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t("dashboard.certificate.issued")}</p>
              <time className="mt-1 block font-semibold text-slate-900">{issuedOn}</time>
            </div>
            <CertificateSeal className="mx-auto h-28 w-28" />
            <div className="sm:text-right">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t("dashboard.certificate.credentialId")}</p>
              <p className="mt-1 break-all font-mono text-xs text-slate-900" data-testid="credential-id">
                {credentialId}
              </p>
            </div>
          </div>
          <p className="mt-8 flex items-start justify-center gap-2 text-xs text-slate-700">
            <ShieldIcon className="h-4 w-4 text-brand-700" />
            <span className="min-w-0 break-all">
              {withParts(t("dashboard.certificate.verifyAt"), { address: <span data-testid="verify-address">{certificateUrl}</span> })}
            </span>
          </p>
        </div>
      </article>
      <section aria-labelledby="share-heading" className="card mt-6 print:hidden">
        <h2 id="share-heading" className="text-lg font-semibold text-slate-900">
          {t("dashboard.certificate.share")}
        </h2>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <a href={linkedInUrl} className="button-primary" rel="noopener noreferrer">
            {t("dashboard.certificate.addToLinkedIn")}
          </a>
          <PrintButton label={t("dashboard.certificate.print")} instead={t("dashboard.certificate.printInstead")} />
        </div>
        <div className="mt-5">
          <VerificationLink url={certificateUrl} />
        </div>
        <p className="mt-5">
          <Link to={`/courses/${course.slug}`} className="font-semibold text-brand-700 underline hover:text-brand-900">
            {t("dashboard.certificate.about", { course: title })}
          </Link>
        </p>
      </section>
    </div>
  );
}

/**
 * A certificate that could not be read: no loader data, so no words of the page's own. English keeps its
 * own sentences; another language says it with the frame's (`site`, which the root always sends).
 */
export function ErrorBoundary() {
  const problem = useBoundaryProblem();
  const t = useTranslate();
  const english = useLocale() === "en";
  if (problem === "not-found") {
    return (
      <ErrorPage title={english ? "Certificate not found" : t("site.notFoundTitle")}>
        <p className="mt-4 text-slate-600">
          {english ? "This certificate does not exist. Check that the address is complete." : t("site.notFoundText")}
        </p>
      </ErrorPage>
    );
  }
  return (
    <ErrorPage title={english ? "Unexpected Application Error!" : t("site.errorHeading")}>
      <p className="mt-4 text-slate-600">
        {english ? "This certificate could not be shown. Please try again in a moment." : t("site.errorText")}
      </p>
    </ErrorPage>
  );
}
