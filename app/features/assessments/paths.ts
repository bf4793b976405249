import type { Course } from "~/lib/domain/catalog";

/** The knowledge check's place on a lesson page. */
export const KNOWLEDGE_CHECK_ID = "knowledge-check";

export const assessmentPath = (course: Pick<Course, "slug">) => `/courses/${course.slug}/assessment`;

export const REVIEW_PATH = "/dashboard/review";
