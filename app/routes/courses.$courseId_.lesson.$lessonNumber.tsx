import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useLoaderData, useParams, useRouteError } from "@remix-run/react";
import {
  AccessGate,
  LessonProblem,
  lessonProblemTitle,
  LessonView,
  PROGRESS_INTENTS,
  type LessonProblemKind,
} from "~/components/lesson-page";
import { hasAccess } from "~/lib/access";
import { getSessionUser, sessionUserIdSql } from "~/lib/auth/session.server";
import { findCourseBySlug, type Course } from "~/lib/catalog";
import { PRIVATE_CACHE } from "~/lib/http-cache";
import { readLessonPage, saveLessonProgress } from "~/lib/learning.server";
import { parseLessonNumber } from "~/lib/lesson-page";
import { pageMeta } from "~/lib/meta";

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

function problem(kind: LessonProblemKind, status: number) {
  return data({ kind }, { status, headers: noStore });
}

/** The course and lesson number a URL names, or the 'Invalid lesson URL' answer. */
function lessonTarget(params: LoaderFunctionArgs["params"]): { course: Course; lessonNumber: number } {
  const course = findCourseBySlug(params.courseId ?? "");
  const lessonNumber = parseLessonNumber(params.lessonNumber);
  if (!course) throw problem("invalid", 404);
  if (lessonNumber === null) throw problem("invalid", 400);
  return { course, lessonNumber };
}

/**
 * Access is decided here, for page and data requests alike: the lesson's content and video leave the
 * server only for a learner with access. Visitors get 'Login Required' (401), signed-in learners
 * without access 'Course Access Required' (403). One round trip: the session read and the page's
 * reads leave together (ADR 013).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { course, lessonNumber } = lessonTarget(params);
  const [user, page] = await sessionUserIdSql(request, context)
    .then((userId) => Promise.all([getSessionUser(request, context), readLessonPage(context, course, lessonNumber, userId)]))
    .catch((error: unknown) => {
      console.error("Lesson load failed", error);
      throw problem("failed", 500);
    });
  const lesson = page.lessons.find((candidate) => candidate.lessonNumber === lessonNumber);
  if (!lesson) throw problem("not-found", 404);

  const gate = { course, lessonNumber, lessonTitle: lesson.title };
  if (!user) return data({ state: "login-required" as const, ...gate }, { status: 401, headers: noStore });
  if (!hasAccess(course, { paidProductNames: page.paidProductNames, subscription: user.subscription })) {
    return data({ state: "access-required" as const, ...gate }, { status: 403, headers: noStore });
  }
  return data(
    {
      state: "lesson" as const,
      course,
      lessonNumber,
      lesson: {
        title: lesson.title,
        durationMinutes: lesson.durationMinutes,
        completed: lesson.completed,
        // Sanitized when the lesson was written (db/content.ts).
        contentHtml: lesson.contentHtml ?? "",
        videoUrl: lesson.videoUrl,
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
    console.error("Progress save failed", error);
    return data({ error: "Your progress could not be saved. Please try again." }, { status: 500, headers: noStore });
  }
  if (result === "forbidden") return data({ error: "You need access to this course to save progress." }, { status: 403, headers: noStore });
  if (result === "not-found") throw problem("not-found", 404);
  return redirect(new URL(request.url).pathname, { headers: noStore });
}

export default function LessonPage() {
  const page = useLoaderData<typeof loader>();
  if (page.state === "lesson") return <LessonView key={page.lessonNumber} {...page} />;
  return <AccessGate {...page} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { courseId } = useParams();
  const known = problemKind(error);
  if (!known) console.error(error);
  return <LessonProblem kind={known ?? "failed"} courseId={courseId ?? ""} />;
}
