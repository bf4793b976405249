/**
 * The lesson page's loader and action (its route re-exports them): on the server only, in one module,
 * because each server module a route imports costs the browser an empty chunk (issue 38's budget).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { isProgressIntent, PROGRESS_INTENTS } from "~/features/lesson/lesson-page";
import { lessonPath } from "~/features/course-page/course-page";
import { COURSE_COMPLETE_ID, LESSON_HEADING_ID, lessonAfterCompleting, lessonVideo, parseProgressPlace } from "~/features/lesson/lesson-rules";
import { getSessionUser } from "~/lib/services/auth/session.server";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { saveLessonProgress } from "~/lib/services/learning.server";
import { lessonProblem, lessonTarget, openLessonFor } from "~/features/lesson/lesson-route.server";
import { messagesFor, translate } from "~/lib/i18n/catalogues.server";
import { LANGUAGE_TAG } from "~/lib/i18n/locale";
import { planOfferFor } from "~/lib/domain/entitlements";
import { reportError } from "~/lib/report-error.server";
import { loadLessonDiscussion } from "~/features/community/community.server";
import { isDiscussionIntent, lessonDiscussionAction } from "~/features/community/community-actions.server";
import { LESSON_DISCUSSION_ANCHOR } from "~/features/community/paths";
import { loadKnowledgeCheck, submitKnowledgeCheck } from "~/features/assessments/knowledge-check.server";
import { KNOWLEDGE_CHECK_INTENT } from "~/features/assessments/knowledge-check";

/** Every answer depends on who asks (and carries their progress): never stored by any cache. */
const noStore = { "Cache-Control": PRIVATE_CACHE };

/**
 * The lesson page's words: its own, the knowledge check's and every quiz's (the discussion brings its own),
 * and the Debt Challenge's results card, which its last lesson shows.
 */
const LESSON_WORDS = ["learning.lesson", "learning.check", "learning.quiz", "course.page.resultsCard"];

/**
 * Access is decided here, for page and data requests alike: the lesson's content and video leave the
 * server only for a learner with access. Visitors get 'Login Required' (401), signed-in learners
 * without access 'Course Access Required' (403). One round trip: the session read and the page's
 * reads leave together (ADR 013).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { course, lessonNumber } = lessonTarget(params, context.locale);
  // All three join the request's one batch (ADR 013); the discussion and the knowledge check are sent only with the lesson itself.
  const [opened, discussion, check] = await Promise.all([
    openLessonFor(request, context, course, lessonNumber),
    loadLessonDiscussion(request, context, course, lessonNumber),
    loadKnowledgeCheck(request, context, course, lessonNumber),
  ]);
  const messages = messagesFor(context.locale, LESSON_WORDS);
  const gate = { course, lessonNumber, lessonTitle: opened.lesson.title, messages };
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
        readingMinutes: lesson.readingMinutes,
        workMinutes: lesson.workMinutes,
        completed: lesson.completed,
        // Sanitized when the lesson was written (content/compile.ts).
        contentHtml: lesson.contentHtml ?? "",
        // A lesson not yet translated shows in English on a French page, marked so for screen readers.
        contentLanguage: lesson.language === context.locale ? null : LANGUAGE_TAG[lesson.language],
        // Checked here (https only; a file plays only from a media-src origin), so the page never links an address it should not.
        video: lessonVideo(lesson.videoUrl, lesson.captionsUrl, context.settings.mediaOrigins),
        hasWorksheet: lesson.worksheet.length > 0,
      },
      lessons: page.lessons.map(({ lessonNumber: number, title, readingMinutes, workMinutes, completed }) => ({
        lessonNumber: number,
        title,
        readingMinutes,
        workMinutes,
        completed,
      })),
      certificateId: page.certificateId,
      discussion: discussion(),
      check: check(),
      messages,
    },
    { headers: noStore },
  );
}

/**
 * Mark Complete / Mark Incomplete (spec 4) and Complete and continue: an upsert, only with access to
 * the course (403 and nothing written otherwise). Without JavaScript every form posts its place on the
 * page, and the redirect comes back to it (`#place`), not to the top of a long lesson; Complete and
 * continue opens the next lesson at its heading, or this lesson's course-complete card once the course
 * is finished. The fetcher's toggle (JavaScript) posts no place and gets data: the page stays put.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { course, lessonNumber } = lessonTarget(params, context.locale);
  const user = await getSessionUser(request, context);
  if (!user) return data({ error: translate(context.locale, "learning.lesson.logInToSave") }, { status: 401, headers: noStore });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (isDiscussionIntent(intent)) {
    const returnTo = `${lessonPath(course, lessonNumber)}#${LESSON_DISCUSSION_ANCHOR}`;
    return lessonDiscussionAction(request, context, user, { course, lessonNumber, returnTo }, form);
  }
  if (intent === KNOWLEDGE_CHECK_INTENT) {
    return submitKnowledgeCheck(context, user, { course, lessonNumber, lessonPath: lessonPath(course, lessonNumber) }, form);
  }
  if (!isProgressIntent(intent)) {
    return data({ error: translate(context.locale, "learning.lesson.chooseIntent") }, { status: 400, headers: noStore });
  }
  let result;
  try {
    result = await saveLessonProgress(context, user, course, lessonNumber, intent !== PROGRESS_INTENTS.incomplete);
  } catch (error) {
    reportError(context, error, { message: "Progress save failed", request });
    return data({ error: translate(context.locale, "learning.lesson.saveFailed") }, { status: 500, headers: noStore });
  }
  if (result.status === "forbidden")
    return data({ error: translate(context.locale, "learning.lesson.saveForbidden") }, { status: 403, headers: noStore });
  if (result.status === "not-found") throw lessonProblem("not-found", 404, context.locale);
  if (intent === PROGRESS_INTENTS.completeAndContinue) {
    const next = lessonAfterCompleting(result.lessons, lessonNumber);
    const to = next === null ? `${lessonPath(course, lessonNumber)}#${COURSE_COMPLETE_ID}` : `${lessonPath(course, next)}#${LESSON_HEADING_ID}`;
    return redirect(to, { headers: noStore });
  }
  const place = parseProgressPlace(form.get("place"));
  if (place) return redirect(`${lessonPath(course, lessonNumber)}#${place}`, { headers: noStore });
  return data({ saved: true }, { headers: noStore });
}
