import { pathWithoutLocale } from "~/lib/i18n/locale";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { lessonTarget, openLessonFor } from "~/features/lesson/lesson-route.server";
import { csvResponse } from "~/lib/domain/csv";
import { worksheetCsvRows, worksheetFilename } from "~/lib/domain/worksheet";
import { translate } from "~/lib/i18n/catalogues.server";

/**
 * The lesson's worksheet as CSV, for learners with access only (the same decision as the lesson page).
 * Whatever keeps the file from being given (a URL naming no lesson, a gate, a lesson without a
 * worksheet, a failure, already reported) is explained by the printable worksheet page, the same
 * address without `.csv`: the file's URL sends the browser there, and that page answers as the site
 * does, with its error page and status or its redirect to the lesson's gate. (A download route cannot
 * render a page itself, and a page served at the file's URL would not hydrate: the browser's router
 * matches this route there.)
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const printablePage = redirect(pathWithoutLocale(new URL(request.url).pathname).replace(/\.csv$/, ""), {
    headers: { "Cache-Control": PRIVATE_CACHE },
  });
  try {
    const { course, lessonNumber } = lessonTarget(params, context.locale);
    const opened = await openLessonFor(request, context, course, lessonNumber);
    if (opened.state !== "granted" || opened.lesson.worksheet.length === 0) return printablePage;
    // The tables' own words are the lesson's, in the page's language already; the first row is the site's.
    const heading = translate(context.locale, "learning.worksheet.csvHeading", { title: opened.lesson.title });
    const response = csvResponse(
      worksheetFilename(course.slug, lessonNumber),
      worksheetCsvRows(opened.lesson.title, opened.lesson.worksheet, heading),
    );
    response.headers.set("Cache-Control", PRIVATE_CACHE);
    return response;
  } catch {
    return printablePage;
  }
}
