/**
 * What a quiz attempt was at, as quiz_attempts.scope stores it: one lesson's check, a course's final, or
 * a review (issue 40). In lib, not in the assessments feature, because certificates (learning.server.ts)
 * check a course's final pass.
 */
export const lessonCheckScope = (courseId: string, lessonNumber: number) => `check:${courseId}/${lessonNumber}`;
export const finalAssessmentScope = (courseId: string) => `final:${courseId}`;
export const REVIEW_SCOPE = "review";
