import { TableScroll } from "~/components/table-scroll";
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { lessonPath } from "~/features/course-page/course-page";
import { LessonProblemBoundary, lessonProblemTitle, problemKind, worksheetPath } from "~/features/lesson/lesson-page";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { lessonProblem, lessonTarget, openLessonFor } from "~/features/lesson/lesson-route.server";
import { pageMeta } from "~/lib/http/meta";

const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction<typeof loader> = ({ data: page, error }) =>
  page
    ? pageMeta(`Worksheet: ${page.lessonTitle} | ${page.courseTitle}`, "A printable worksheet for this lesson.")
    : pageMeta(lessonProblemTitle(problemKind(error) ?? "failed"), "This worksheet could not be shown.");

/**
 * The lesson's worksheet as a page to print, for learners with access only. Anyone else is sent to
 * the lesson, which shows its gate (Login Required or Course Access Required). A URL that names no
 * lesson gets the lesson's own error page ('Lesson not found'...), with its status; the CSV download
 * answers its errors with this page too.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { course, lessonNumber } = lessonTarget(params);
  const opened = await openLessonFor(request, context, course, lessonNumber);
  if (opened.state !== "granted") throw redirect(lessonPath(course, lessonNumber), { headers: noStore });
  if (opened.lesson.worksheet.length === 0) throw lessonProblem("no-worksheet", 404);
  return data(
    {
      courseTitle: course.title,
      courseSlug: course.slug,
      lessonNumber,
      lessonTitle: opened.lesson.title,
      tables: opened.lesson.worksheet,
    },
    { headers: noStore },
  );
}

export default function WorksheetPage() {
  const { courseTitle, courseSlug, lessonNumber, lessonTitle, tables } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 print:p-0">
      <p className="text-sm font-semibold text-brand-700">
        {courseTitle} · Lesson {lessonNumber}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">Worksheet: {lessonTitle}</h1>
      <p className="mt-2 text-slate-700 print:hidden">
        Print this page (your browser's Print command) or{" "}
        <a className="font-medium text-brand-700 underline" href={worksheetPath(courseSlug, lessonNumber, "csv")}>
          download it as CSV
        </a>
        .{" "}
        <Link className="font-medium text-brand-700 underline" to={`/courses/${courseSlug}/lesson/${lessonNumber}`}>
          Back to the lesson
        </Link>
      </p>
      {tables.map((table, index) => (
        <section key={index} className="mt-8 break-inside-avoid" aria-label={table.title ?? `Table ${index + 1}`}>
          {table.title ? <h2 className="text-xl font-semibold">{table.title}</h2> : null}
          <TableScroll className="mt-3" label={`Table: ${table.header.join(", ")}`}>
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
