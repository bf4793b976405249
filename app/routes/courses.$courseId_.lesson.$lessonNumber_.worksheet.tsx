import { TableScroll } from "~/components/table-scroll";
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { lessonPath } from "~/features/course-page/course-page";
import { LessonProblemBoundary, lessonProblemMeta, worksheetPath } from "~/features/lesson/lesson-page";
import { courseNameKey, withParts } from "~/features/lesson/lesson-words";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { lessonProblem, lessonTarget, openLessonFor } from "~/features/lesson/lesson-route.server";
import { pageMeta, pageText } from "~/lib/http/meta";
import { messagesFor, translate } from "~/lib/i18n/catalogues.server";
import { LANGUAGE_TAG } from "~/lib/i18n/locale";
import { useSitePath } from "~/hooks/use-site-path";
import { useTranslate } from "~/hooks/use-translate";

const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data
    ? pageMeta(
        pageText(args, "learning.worksheet.metaTitle", { title: args.data.lessonTitle, course: args.data.courseTitle }),
        pageText(args, "learning.worksheet.metaDescription"),
      )
    : lessonProblemMeta(args.error, args.matches, "worksheet");

/**
 * The lesson's worksheet as a page to print, for learners with access only. Anyone else is sent to
 * the lesson, which shows its gate (Login Required or Course Access Required). A URL that names no
 * lesson gets the lesson's own error page ('Lesson not found'...), with its status; the CSV download
 * answers its errors with this page too.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { course, lessonNumber } = lessonTarget(params, context.locale);
  const opened = await openLessonFor(request, context, course, lessonNumber);
  if (opened.state !== "granted") throw redirect(lessonPath(course, lessonNumber), { headers: noStore });
  if (opened.lesson.worksheet.length === 0) throw lessonProblem("no-worksheet", 404, context.locale);
  return data(
    {
      courseTitle: translate(context.locale, courseNameKey(course)),
      courseSlug: course.slug,
      lessonNumber,
      lessonTitle: opened.lesson.title,
      tables: opened.lesson.worksheet,
      // A lesson not yet translated shows its worksheet in English on a French page, marked so for screen readers.
      contentLanguage: opened.lesson.language === context.locale ? null : LANGUAGE_TAG[opened.lesson.language],
      messages: messagesFor(context.locale, ["learning.worksheet"]),
    },
    { headers: noStore },
  );
}

export default function WorksheetPage() {
  const { courseTitle, courseSlug, lessonNumber, lessonTitle, tables, contentLanguage } = useLoaderData<typeof loader>();
  const t = useTranslate();
  const sitePath = useSitePath();
  const download = (
    <a className="font-medium text-brand-700 underline" href={sitePath(worksheetPath(courseSlug, lessonNumber, "csv"))}>
      {t("learning.worksheet.downloadCsv")}
    </a>
  );
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 print:p-0">
      <p className="text-sm font-semibold text-brand-700">{t("learning.worksheet.eyebrow", { course: courseTitle, number: lessonNumber })}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">{t("learning.worksheet.heading", { title: lessonTitle })}</h1>
      <p className="mt-2 text-slate-700 print:hidden">
        {withParts(t("learning.worksheet.printOrDownload"), { download })}{" "}
        <Link className="font-medium text-brand-700 underline" to={`/courses/${courseSlug}/lesson/${lessonNumber}`}>
          {t("learning.worksheet.backToLesson")}
        </Link>
      </p>
      {tables.map((table, index) => (
        <section
          key={index}
          className="mt-8 break-inside-avoid"
          lang={contentLanguage ?? undefined}
          aria-label={table.title ?? t("learning.worksheet.table", { number: index + 1 })}
        >
          {table.title ? <h2 className="text-xl font-semibold">{table.title}</h2> : null}
          <TableScroll className="mt-3" label={t("learning.worksheet.tableColumns", { columns: table.header.join(", ") })}>
            <table className="w-full border-collapse text-sm">
              <thead>
                <tr>
                  {table.header.map((cell, column) => (
                    <th key={column} scope="col" className="border border-slate-400 bg-slate-100 px-3 py-2 text-left font-semibold">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, column) => (
                      <td key={column} className="worksheet-cell border border-slate-400 px-3 py-2 align-top">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
      ))}
    </div>
  );
}

export const ErrorBoundary = LessonProblemBoundary;
