import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccessGate, LessonProblemBoundary, lessonProblemMeta, LessonView, WorksheetLinks } from "~/features/lesson/lesson-page";
import { courseNameKey } from "~/features/lesson/lesson-words";
import { lessonPath } from "~/features/course-page/course-page";
import type { action, loader } from "~/features/lesson/lesson-page-route.server";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { frameText, pageMeta, pageText } from "~/lib/http/meta";
import { useTranslate } from "~/hooks/use-translate";
import { RESULTS_COURSE, RESULTS_LESSON } from "~/features/proof/domain/debt-result";
import { ResultsCard } from "~/features/proof/proof-parts";
import { LessonDiscussionSection } from "~/features/community/lesson-discussion";
import { checkedLabel, KnowledgeCheckSection } from "~/features/assessments/knowledge-check";

/** Every answer depends on who asks (and carries their progress): never stored by any cache. */
export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_CACHE });

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data: page, error, matches } = args;
  if (!page) return lessonProblemMeta(error, matches, "lesson");
  const title = page.state === "lesson" ? page.lesson.title : page.lessonTitle;
  const course = frameText(matches, courseNameKey(page.course));
  return pageMeta(
    pageText(args, "learning.lesson.metaTitle", { title, course }),
    pageText(args, "learning.lesson.metaDescription", { number: page.lessonNumber, course }),
  );
};

export { loader, action } from "~/features/lesson/lesson-page-route.server";

export default function LessonPage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const t = useTranslate();
  if (page.state === "lesson") {
    const worksheet = page.lesson.hasWorksheet ? <WorksheetLinks courseId={page.course.slug} lessonNumber={page.lessonNumber} /> : null;
    const asksForResults = page.course.slug === RESULTS_COURSE && page.lessonNumber === RESULTS_LESSON;
    const followUp = asksForResults ? <ResultsCard className="mt-6" /> : null;
    const discussion = (
      <LessonDiscussionSection
        discussion={page.discussion}
        action={lessonPath(page.course, page.lessonNumber)}
        reply={reply && ("values" in reply || "posted" in reply) ? reply : undefined}
      />
    );
    const check = page.check ? (
      <KnowledgeCheckSection
        check={page.check}
        lessonPath={lessonPath(page.course, page.lessonNumber)}
        reply={reply && "quizError" in reply ? reply : null}
      />
    ) : null;
    return (
      <LessonView
        key={page.lessonNumber}
        {...page}
        worksheet={worksheet}
        followUp={followUp}
        check={check}
        checked={checkedLabel(page.check?.best ?? null, t)}
        discussion={discussion}
        saveError={reply && "error" in reply ? reply.error : null}
      />
    );
  }
  return <AccessGate {...page} />;
}

export const ErrorBoundary = LessonProblemBoundary;
