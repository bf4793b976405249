import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useLoaderData, useParams, useRouteError } from "@remix-run/react";
import { AccessGate, LessonProblem, lessonProblemTitle, LessonView, PROGRESS_INTENTS, WorksheetLinks } from "~/features/lesson/lesson-page";
import { getSessionUser } from "~/lib/services/auth/session.server";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { saveLessonProgress } from "~/lib/services/learning.server";
import { lessonProblem, lessonTarget, openLessonFor, type LessonProblemKind } from "~/features/lesson/lesson-route.server";
import { pageMeta } from "~/lib/http/meta";
import { planOfferFor } from "~/lib/domain/entitlements";
import { reportError } from "~/lib/report-error.server";

/** Every answer depends on who asks (and carries their progress): never stored by any cache. */
const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;

function problemKind(error: unknown): LessonProblemKind | undefined {
  if (!isRouteErrorResponse(error) || typeof error.data !== "object" || error.data === null) return undefined;
  return (error.data as { kind?: LessonProblemKind }).kind;
}

export const meta: MetaFunction<typeof loader> = ({ data: page, error }) => {
  if (!page) return pageMeta(lessonProblemTitle(problemKind(error) ?? "failed"), "This lesson could not be shown.");
  const title = page.state === "lesson" ? page.lesson.title : page.lessonTitle;
  return pageMeta(`${title} | ${page.course.title}`, `Lesson ${page.lessonNumber} of ${page.course.title}.`);
};

/**
 * Access is decided here, for page and data requests alike: the lesson's content and video leave the
 * server only for a learner with access. Visitors get 'Login Required' (401), signed-in learners
 * without access 'Course Access Required' (403). One round trip: the session read and the page's
 * reads leave together (ADR 013).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { course, lessonNumber } = lessonTarget(params);
  const opened = await openLessonFor(request, context, course, lessonNumber);
  const gate = { course, lessonNumber, lessonTitle: opened.lesson.title };
  if (opened.state === "login-required") return data({ state: opened.state, ...gate }, { status: 401, headers: noStore });
  if (opened.state === "access-required") {
    // The session was read with the lesson (same batch): this is no second round trip.
    const user = await getSessionUser(request, context);
    const offer = user ? planOfferFor(course, user.subscription) : null;
    return data({ state: opened.state, ...gate, offer }, { status: 403, headers: noStore });
  }
  const { lesson, page } = opened;
  return data(
    {
      state: "lesson" as const,
      course,
      lessonNumber,
      lesson: {
        title: lesson.title,
        durationMinutes: lesson.durationMinutes,
        completed: lesson.completed,
        // Sanitized when the lesson was written (content/compile.ts).
        contentHtml: lesson.contentHtml ?? "",
        videoUrl: lesson.videoUrl,
        hasWorksheet: lesson.worksheet.length > 0,
      },
      lessons: page.lessons.map(({ lessonNumber: number, title, completed }) => ({ lessonNumber: number, title, completed })),
      certificateId: page.certificateId,
    },
    { headers: noStore },
  );
}

/**
 * Mark Complete / Mark Incomplete (spec 4): an upsert, only with access to the course (403 and
 * nothing written otherwise). Redirects back to the lesson, so it works as a plain form.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { course, lessonNumber } = lessonTarget(params);
  const user = await getSessionUser(request, context);
  if (!user) return data({ error: "Log in to save your progress." }, { status: 401, headers: noStore });
  const intent = String((await request.formData()).get("intent") ?? "");
  if (intent !== PROGRESS_INTENTS.complete && intent !== PROGRESS_INTENTS.incomplete) {
    return data({ error: "Choose Mark Complete or Mark Incomplete." }, { status: 400, headers: noStore });
  }
  let result;
  try {
    result = await saveLessonProgress(context, user, course, lessonNumber, intent === PROGRESS_INTENTS.complete);
  } catch (error) {
    reportError(context, error, { message: "Progress save failed", request });
    return data({ error: "Your progress could not be saved. Please try again." }, { status: 500, headers: noStore });
  }
  if (result === "forbidden") return data({ error: "You need access to this course to save progress." }, { status: 403, headers: noStore });
  if (result === "not-found") throw lessonProblem("not-found", 404);
  return redirect(new URL(request.url).pathname, { headers: noStore });
}

export default function LessonPage() {
  const page = useLoaderData<typeof loader>();
  if (page.state === "lesson") {
    const worksheet = page.lesson.hasWorksheet ? <WorksheetLinks courseId={page.course.slug} lessonNumber={page.lessonNumber} /> : null;
    return <LessonView key={page.lessonNumber} {...page} worksheet={worksheet} />;
  }
  return <AccessGate {...page} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { courseId } = useParams();
  const known = problemKind(error);
  if (!known) console.error(error);
  return <LessonProblem kind={known ?? "failed"} courseId={courseId ?? ""} />;
}
