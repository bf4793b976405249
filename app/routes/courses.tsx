import type { MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useParams } from "@remix-run/react";
import { errorPageMeta, SectionProblem, useBoundaryProblem } from "~/components/error-page";
import { findCourseBySlug } from "~/lib/domain/catalog";

/**
 * The courses section: the catalogue, each course page and its lessons. No loader (no round trip) and
 * no `headers` (each page keeps its own cache policy); it is here for its error boundary. The lesson
 * pages answer their own problems ('Lesson not found'...) in their own boundary.
 */
export const meta: MetaFunction = ({ error, matches }) => (error ? errorPageMeta(error, matches) : []);

export default function CoursesLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const problem = useBoundaryProblem();
  const course = findCourseBySlug(useParams().courseId ?? "");
  const trail = { to: "/courses", label: "Courses" };
  const back = { to: "/courses", label: "See all courses" };
  if (problem === "not-found") {
    return (
      <SectionProblem title="Course not found" breadcrumb={trail} back={back} retry={false}>
        <p>There is no course at this address. It may have moved, or the link is incomplete.</p>
      </SectionProblem>
    );
  }
  return (
    <SectionProblem
      title={course ? `The ${course.title} page could not be loaded` : "The course catalogue could not be shown"}
      breadcrumb={trail}
      back={back}
      retry
    >
      <p>Something went wrong on our side. Your purchases and progress are safe. Please try again in a moment.</p>
    </SectionProblem>
  );
}
