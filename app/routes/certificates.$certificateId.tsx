import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ErrorPage, useBoundaryProblem } from "~/components/error-page";
import { ShieldIcon } from "~/components/icons";
import { formatDay } from "~/features/dashboard/learner-dashboard";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { findCourseBySlug } from "~/lib/domain/catalog";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { readCertificate } from "~/lib/services/learning.server";
import { pageMeta } from "~/lib/http/meta";
import { PrintButton } from "~/components/print-button";
import { CertificateSeal } from "~/features/certificate/seal";
import { VerificationLink } from "~/features/certificate/verification-link";
import { formatHours, linkedInAddToProfileUrl } from "~/features/certificate/domain/share";
import { scoreBand } from "~/features/assessments/domain/grading";

// Public, but never cached: a certificate its learner revokes must disappear at once (ADR 015).
const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction<typeof loader> = (args) => {
  if (!args.data) return pageMeta("Certificate not found", "This certificate does not exist.");
  if (args.data.revoked) return pageMeta(CERTIFICATE_REVOKED, CERTIFICATE_REVOKED_DETAIL);
  const { learnerName, course, issuedOn, assessment } = args.data;
  const passed = assessment ? ` and passed its final assessment (${assessment.band}%)` : "";
  return pageMeta(
    `${learnerName} completed ${course.title}`,
    `Certificate of completion: ${learnerName} completed every lesson of ${course.title} (${course.duration})${passed} with ${PRODUCT_NAME} on ${issuedOn}.`,
    args,
  );
};

/** Anyone with the link may see a certificate (the id is unguessable); it reads no session. One round trip. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const credentialId = params.certificateId ?? "";
  const certificate = await readCertificate(context, credentialId);
  // A verifier who follows a revoked certificate's link learns that it no longer stands, not that it never was.
  if (certificate?.revoked) return data({ revoked: true } as const, { headers: noStore });
  const course = certificate && findCourseBySlug(certificate.courseId);
  if (!certificate || !course) throw data(null, { status: 404, headers: noStore });
  // The address it is shared by comes from SITE_URL, never from the request's Host header.
  const certificateUrl = new URL(`/certificates/${credentialId}`, context.settings.siteUrl).href;
  return data(
    {
      revoked: false,
      learnerName: certificate.learnerName,
      course,
      hours: formatHours(certificate.courseMinutes),
      issuedOn: formatDay(certificate.issuedAt),
      // The band, not the score: it certifies the pass without publishing the learner's marks.
      assessment: certificate.assessment
        ? { band: scoreBand(certificate.assessment.score, certificate.assessment.total), passedOn: formatDay(certificate.assessment.passedAt) }
        : null,
      credentialId,
      certificateUrl,
      linkedInUrl: linkedInAddToProfileUrl({
        courseTitle: course.title,
        organization: PRODUCT_NAME,
        issuedAt: certificate.issuedAt,
        certificateUrl,
        credentialId,
      }),
    } as const,
    { headers: noStore },
  );
}

const CERTIFICATE_REVOKED = "This certificate has been revoked";
const CERTIFICATE_REVOKED_DETAIL = "It no longer certifies a completed course: its learner revoked it, or no longer holds the course.";

export default function Certificate() {
  const certificate = useLoaderData<typeof loader>();
  if (certificate.revoked) {
    return (
      <ErrorPage title={CERTIFICATE_REVOKED}>
        <p className="mt-4 text-slate-600">{CERTIFICATE_REVOKED_DETAIL}</p>
      </ErrorPage>
    );
  }
  const { learnerName, course, hours, issuedOn, assessment, credentialId, certificateUrl, linkedInUrl } = certificate;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10 print:max-w-none print:p-0">
      <article
        aria-labelledby="certificate-heading"
        className="break-inside-avoid rounded-2xl border-[10px] border-double border-brand-700 bg-white p-2 shadow-sm print:shadow-none"
      >
        <div className="rounded-lg border border-amber-300 bg-gradient-to-b from-white to-brand-50/40 px-5 py-10 text-center sm:px-12 sm:py-12 print:py-10">
          <p className="text-sm font-semibold uppercase tracking-[0.3em] text-brand-800">{PRODUCT_NAME}</p>
          <h1 id="certificate-heading" className="mt-5 font-serif text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Certificate of Completion
          </h1>
          <p className="mt-8 text-slate-700">This certifies that</p>
          <p className="mt-3 break-words font-serif text-3xl italic text-slate-900 sm:text-5xl" data-testid="learner-name">
            {learnerName}
          </p>
          <div aria-hidden="true" className="mx-auto mt-4 h-px w-2/3 bg-amber-300" />
          <p className="mt-6 text-slate-700">has completed every lesson of</p>
          <p className="mt-3 text-2xl font-semibold text-brand-900 sm:text-3xl" data-testid="course-title">
            {course.title}
          </p>
          <p className="mt-2 text-sm text-slate-700">
            {course.level} · <span data-testid="course-hours">{hours}</span> of reading and worksheet work
          </p>
          <p className="mt-4 font-medium text-slate-800" data-testid="certificate-assessment">
            {assessment ? (
              <>
                and passed its final assessment on {assessment.passedOn}, scoring {assessment.band}%
              </>
            ) : (
              "Issued for completion, before the course had a final assessment"
            )}
          </p>
          <div className="mt-10 grid items-center gap-6 sm:grid-cols-[1fr_auto_1fr]">
            <div className="sm:text-left">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Issued</p>
              <time className="mt-1 block font-semibold text-slate-900">{issuedOn}</time>
            </div>
            <CertificateSeal className="mx-auto h-28 w-28" />
            <div className="sm:text-right">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Credential ID</p>
              <p className="mt-1 break-all font-mono text-xs text-slate-900" data-testid="credential-id">
                {credentialId}
              </p>
            </div>
          </div>
          <p className="mt-8 flex items-start justify-center gap-2 text-xs text-slate-700">
            <ShieldIcon className="h-4 w-4 text-brand-700" />
            <span className="min-w-0 break-all">
              Verify at <span data-testid="verify-address">{certificateUrl}</span>
            </span>
          </p>
        </div>
      </article>
      <section aria-labelledby="share-heading" className="card mt-6 print:hidden">
        <h2 id="share-heading" className="text-lg font-semibold text-slate-900">
          Share your achievement
        </h2>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <a href={linkedInUrl} className="button-primary" rel="noopener noreferrer">
            Add to LinkedIn
          </a>
          <PrintButton label="Print certificate" what="it" />
        </div>
        <div className="mt-5">
          <VerificationLink url={certificateUrl} />
        </div>
        <p className="mt-5">
          <Link to={`/courses/${course.slug}`} className="font-semibold text-brand-700 underline hover:text-brand-900">
            About {course.title}
          </Link>
        </p>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  if (useBoundaryProblem() === "not-found") {
    return (
      <ErrorPage title="Certificate not found">
        <p className="mt-4 text-slate-600">This certificate does not exist. Check that the address is complete.</p>
      </ErrorPage>
    );
  }
  return (
    <ErrorPage title="Unexpected Application Error!">
      <p className="mt-4 text-slate-600">This certificate could not be shown. Please try again in a moment.</p>
    </ErrorPage>
  );
}
