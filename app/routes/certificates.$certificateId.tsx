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
import { useHydrated } from "~/hooks/use-hydrated";

// Public, but never cached: a certificate its learner revokes must disappear at once (ADR 015).
const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction<typeof loader> = (args) => {
  if (!args.data) return pageMeta("Certificate not found", "This certificate does not exist.");
  if (args.data.revoked) return pageMeta(CERTIFICATE_REVOKED, CERTIFICATE_REVOKED_DETAIL);
  const { learnerName, course, issuedOn } = args.data;
  return pageMeta(
    `${learnerName} completed ${course.title}`,
    `Certificate of completion: ${learnerName} completed every lesson of ${course.title} (${course.duration}) with ${PRODUCT_NAME} on ${issuedOn}.`,
    args,
  );
};

/** Anyone with the link may see a certificate (the id is unguessable); it reads no session. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const certificate = await readCertificate(context, params.certificateId ?? "");
  // A verifier who follows a revoked certificate's link learns that it no longer stands, not that it never was.
  if (certificate?.revoked) return data({ revoked: true } as const, { headers: noStore });
  const course = certificate && findCourseBySlug(certificate.courseId);
  if (!certificate || !course) throw data(null, { status: 404, headers: noStore });
  return data({ revoked: false, learnerName: certificate.learnerName, course, issuedOn: formatDay(certificate.issuedAt) } as const, {
    headers: noStore,
  });
}

function PrintButton() {
  const hydrated = useHydrated();
  if (!hydrated) return <p className="text-sm text-slate-600">Use your browser&apos;s Print command to print it on one page.</p>;
  return (
    <button type="button" className="button-secondary" onClick={() => window.print()}>
      Print certificate
    </button>
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
  const { learnerName, course, issuedOn } = certificate;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 print:max-w-none print:p-0">
      <article
        aria-labelledby="certificate-heading"
        className="break-inside-avoid rounded-2xl border-8 border-double border-brand-700 bg-white px-6 py-12 text-center shadow-sm print:shadow-none sm:px-12"
      >
        <p className="text-sm font-semibold uppercase tracking-[0.3em] text-brand-800">{PRODUCT_NAME}</p>
        <h1 id="certificate-heading" className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Certificate of Completion
        </h1>
        <p className="mt-8 text-slate-700">This certifies that</p>
        <p className="mt-3 font-serif text-4xl text-slate-900" data-testid="learner-name">
          {learnerName}
        </p>
        <p className="mt-6 text-slate-700">completed every lesson of</p>
        <p className="mt-3 text-2xl font-semibold text-brand-900" data-testid="course-title">
          {course.title}
        </p>
        <p className="mt-2 text-sm text-slate-600">
          {course.level} · {course.duration}
        </p>
        <p className="mt-8 text-slate-700">
          on <time className="font-semibold text-slate-900">{issuedOn}</time>
        </p>
        <p className="mt-10 flex items-center justify-center gap-2 text-xs text-slate-600">
          <ShieldIcon className="h-4 w-4 text-brand-700" />
          Verified by {PRODUCT_NAME}: this page is the certificate, at the address its learner shared.
        </p>
      </article>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={`/courses/${course.slug}`} className="font-semibold text-brand-700 underline hover:text-brand-900">
          About {course.title}
        </Link>
        <PrintButton />
      </div>
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
