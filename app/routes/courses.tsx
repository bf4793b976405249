import type { MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useParams } from "@remix-run/react";
import { errorPageMeta, SectionProblem, useBoundaryProblem } from "~/components/error-page";
import { useTranslate } from "~/hooks/use-translate";
import { findCourseBySlug, type CourseSlug } from "~/lib/domain/catalog";

/**
 * The courses section: the catalogue, each course page and its lessons. No `headers` (each page keeps
 * its own cache policy); it is here for its error boundary. The lesson pages answer their own problems
 * ('Lesson not found'...) in their own boundary.
 */
export const meta: MetaFunction = ({ error, matches }) => (error ? errorPageMeta(error, matches) : []);

export { loader } from "~/features/home/courses-section.server";

export const shouldRevalidate = () => false;

export default function CoursesLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const problem = useBoundaryProblem();
  const t = useTranslate();
  const course = findCourseBySlug(useParams().courseId ?? "");
  const trail = { to: "/courses", label: t("home.section.trail") };
  const back = { to: "/courses", label: t("home.section.back") };
  const labels = { retryLabel: t("home.section.tryAgain"), breadcrumbLabel: t("home.section.breadcrumb") };
  if (problem === "not-found") {
    return (
      <SectionProblem title={t("home.section.notFoundTitle")} breadcrumb={trail} back={back} retry={false} {...labels}>
        <p>{t("home.section.notFoundText")}</p>
      </SectionProblem>
    );
  }
  return (
    <SectionProblem
      title={
        course ? t("home.section.failedCourse", { course: t(`nav.course.${course.slug as CourseSlug}`) }) : t("home.section.failedCatalogue")
      }
      breadcrumb={trail}
      back={back}
      retry
      {...labels}
    >
      <p>{t("home.section.failedText")}</p>
    </SectionProblem>
  );
}
