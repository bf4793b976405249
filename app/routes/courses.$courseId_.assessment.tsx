import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorPage, errorPageMeta, useBoundaryProblem } from "~/components/error-page";
import { FinalAssessmentPage, FINAL_ASSESSMENT_INTENT } from "~/features/assessments/final-assessment-page";
import { loadFinalAssessment, submitFinalAssessment } from "~/features/assessments/final-assessment.server";
import { lessonPath } from "~/features/course-page/course-page";
import { findCourseBySlug } from "~/lib/domain/catalog";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta } from "~/lib/http/meta";
import { requireUser } from "~/lib/services/auth/session.server";

const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction<typeof loader> = ({ data: page, error, matches }) =>
  page
    ? pageMeta(`Final assessment | ${page.course.title}`, `The final assessment of ${page.course.title}: pass it to receive your certificate.`)
    : errorPageMeta(error, matches);

function courseOf(params: { courseId?: string }) {
  const course = findCourseBySlug(params.courseId ?? "");
  if (!course) throw data(null, { status: 404, headers: noStore });
  return course;
}

/**
 * The course's final assessment, for a signed-in learner with access (visitors sign in and come back;
 * a learner without the course is sent to its first lesson, which offers it). One round trip.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const course = courseOf(params);
  const page = await loadFinalAssessment(request, context, course);
  if (!page) throw redirect(lessonPath(course, 1), { headers: noStore });
  return data(page, { headers: noStore });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const course = courseOf(params);
  const user = await requireUser(request, context);
  const form = await request.formData();
  if (form.get("intent") !== FINAL_ASSESSMENT_INTENT)
    return data({ quizError: "Submit your answers with the button below the questions." }, { status: 400, headers: noStore });
  return submitFinalAssessment(context, user, course, form);
}

export default function FinalAssessment() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <FinalAssessmentPage page={page} reply={reply ?? null} />;
}

export function ErrorBoundary() {
  if (useBoundaryProblem() === "not-found") {
    return (
      <ErrorPage title="Course not found">
        <p className="mt-4 text-slate-600">This address does not name one of our courses.</p>
      </ErrorPage>
    );
  }
  return (
    <ErrorPage title="Unexpected Application Error!">
      <p className="mt-4 text-slate-600">The assessment could not be shown. Please try again in a moment.</p>
    </ErrorPage>
  );
}
