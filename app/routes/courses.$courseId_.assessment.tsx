import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { ErrorPage, errorPageMeta, useBoundaryProblem } from "~/components/error-page";
import { FinalAssessmentPage, FINAL_ASSESSMENT_INTENT } from "~/features/assessments/final-assessment-page";
import { loadFinalAssessment, submitFinalAssessment } from "~/features/assessments/final-assessment.server";
import { lessonPath } from "~/features/course-page/course-page";
import { courseNameKey } from "~/features/lesson/lesson-words";
import { useLocale, useTranslate } from "~/hooks/use-translate";
import { findCourseBySlug } from "~/lib/domain/catalog";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { frameText, pageMeta, pageText } from "~/lib/http/meta";
import { translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import { requireUser } from "~/lib/services/auth/session.server";

const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data: page, error, matches } = args;
  if (!page) return errorPageMeta(error, matches);
  const course = frameText(matches, courseNameKey(page.course));
  return pageMeta(pageText(args, "learning.final.metaTitle", { course }), pageText(args, "learning.final.metaDescription", { course }));
};

/** A course address that names no course: its error page's words, in the page's language, go with the answer (it has no loader data). */
interface MissingCourseWords {
  title: string;
  text: string;
}

function courseOf(params: { courseId?: string }, locale: Locale) {
  const course = findCourseBySlug(params.courseId ?? "");
  if (!course) {
    const words: MissingCourseWords = {
      title: translate(locale, "learning.final.courseNotFound"),
      text: translate(locale, "learning.final.courseNotFoundText"),
    };
    throw data({ words }, { status: 404, headers: noStore });
  }
  return course;
}

function missingCourseWords(error: unknown): MissingCourseWords | undefined {
  if (!isRouteErrorResponse(error) || typeof error.data !== "object" || error.data === null) return undefined;
  return (error.data as { words?: MissingCourseWords }).words;
}

/**
 * The course's final assessment, for a signed-in learner with access (visitors sign in and come back;
 * a learner without the course is sent to its first lesson, which offers it). One round trip.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const course = courseOf(params, context.locale);
  const page = await loadFinalAssessment(request, context, course);
  if (!page) throw redirect(lessonPath(course, 1), { headers: noStore });
  return data(page, { headers: noStore });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const course = courseOf(params, context.locale);
  const user = await requireUser(request, context);
  const form = await request.formData();
  if (form.get("intent") !== FINAL_ASSESSMENT_INTENT)
    return data({ quizError: translate(context.locale, "learning.quiz.useTheButton") }, { status: 400, headers: noStore });
  return submitFinalAssessment(context, user, course, form);
}

export default function FinalAssessment() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <FinalAssessmentPage page={page} reply={reply ?? null} />;
}

/**
 * A failure comes without the page's words: English keeps its own sentence, another language says what
 * the frame says of a failure.
 */
const FAILED_IN_ENGLISH = "The assessment could not be shown. Please try again in a moment.";

export function ErrorBoundary() {
  const problem = useBoundaryProblem();
  const missing = missingCourseWords(useRouteError());
  const t = useTranslate();
  const locale = useLocale();
  if (problem === "not-found") {
    return (
      <ErrorPage title={missing?.title ?? t("site.notFoundHeading")}>
        <p className="mt-4 text-slate-600">{missing?.text ?? t("site.notFoundText")}</p>
      </ErrorPage>
    );
  }
  return (
    <ErrorPage title={t("site.errorHeading")}>
      <p className="mt-4 text-slate-600">{locale === "en" ? FAILED_IN_ENGLISH : t("site.errorText")}</p>
    </ErrorPage>
  );
}
