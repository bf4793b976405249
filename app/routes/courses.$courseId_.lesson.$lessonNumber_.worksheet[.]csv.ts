import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { lessonTarget, openLessonFor } from "~/features/lesson/lesson-route.server";
import { csvResponse } from "~/lib/domain/csv";
import { worksheetCsvRows, worksheetFilename } from "~/lib/domain/worksheet";

const GATE_TEXT = {
  "login-required": "Log in to download this worksheet.",
  "access-required": "This worksheet comes with the course: buy it or subscribe to download it.",
} as const;

/** The lesson's worksheet as CSV, for learners with access only (the same decision as the lesson page). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { course, lessonNumber } = lessonTarget(params);
  const opened = await openLessonFor(request, context, course, lessonNumber);
  if (opened.state !== "granted") {
    return new Response(GATE_TEXT[opened.state], {
      status: opened.state === "login-required" ? 401 : 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_CACHE },
    });
  }
  if (opened.lesson.worksheet.length === 0) {
    return new Response("This lesson has no worksheet.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_CACHE },
    });
  }
  const response = csvResponse(worksheetFilename(course.slug, lessonNumber), worksheetCsvRows(opened.lesson.title, opened.lesson.worksheet));
  response.headers.set("Cache-Control", PRIVATE_CACHE);
  return response;
}
