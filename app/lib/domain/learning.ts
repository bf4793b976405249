/**
 * The learner's progress, enrolments and achievements, computed from rows the server read. Pure: no
 * database, no framework, so every rule here is unit-tested.
 */
import { courseAccess, type AccessFacts, type AccessType } from "./access";
import { COURSES, type Course } from "./catalog";
import { progressPercent } from "./progress";

/** One lesson of a course with the signed-in learner's progress on it. */
export interface LessonProgressRow {
  courseId: string;
  lessonNumber: number;
  title: string;
  durationMinutes: number;
  completed: boolean;
  completedAt: Date | null;
}

/** Spec 3's enrolled course view, plus what the dashboard shows beside it. */
export interface EnrolledCourse {
  course: Course;
  access: Exclude<AccessType, "none">;
  totalLessons: number;
  completedLessons: number;
  percent: number;
  /** Every lesson done (spec 4). */
  complete: boolean;
  /** In lesson order. */
  lessonProgress: { lessonNumber: number; title: string; completed: boolean }[];
  /** Spec 2: the first incomplete lesson's number, or 1 if none. */
  continueLesson: number;
}

/** Spec 2: where a learner carries on in a course: its first incomplete lesson, or 1 when none is. */
export function continueLessonNumber(lessons: readonly { lessonNumber: number; completed: boolean }[]): number {
  return lessons.find((lesson) => !lesson.completed)?.lessonNumber ?? 1;
}

function lessonsOf(rows: readonly LessonProgressRow[], course: Course): LessonProgressRow[] {
  return rows.filter((row) => row.courseId === course.slug).sort((a, b) => a.lessonNumber - b.lessonNumber);
}

/** The courses the learner holds (by purchase or subscription), in catalogue order. */
export function enrolledCourses(rows: readonly LessonProgressRow[], facts: AccessFacts, now: Date = new Date()): EnrolledCourse[] {
  return COURSES.flatMap((course): EnrolledCourse[] => {
    const access = courseAccess(course, facts, now);
    if (access === "none") return [];
    const lessons = lessonsOf(rows, course);
    const completedLessons = lessons.filter((lesson) => lesson.completed).length;
    return [
      {
        course,
        access,
        totalLessons: lessons.length,
        completedLessons,
        percent: progressPercent(completedLessons, lessons.length),
        complete: lessons.length > 0 && completedLessons === lessons.length,
        lessonProgress: lessons.map(({ lessonNumber, title, completed }) => ({ lessonNumber, title, completed })),
        continueLesson: continueLessonNumber(lessons),
      },
    ];
  });
}

export interface OverallProgress {
  enrolledCourses: number;
  completedLessons: number;
  totalLessons: number;
  percent: number;
}

export function overallProgress(enrolled: readonly EnrolledCourse[]): OverallProgress {
  const completedLessons = enrolled.reduce((sum, entry) => sum + entry.completedLessons, 0);
  const totalLessons = enrolled.reduce((sum, entry) => sum + entry.totalLessons, 0);
  return {
    enrolledCourses: enrolled.length,
    completedLessons,
    totalLessons,
    percent: progressPercent(completedLessons, totalLessons),
  };
}

/** The learner's completed lessons in enrolled courses, oldest first. */
function completions(rows: readonly LessonProgressRow[], enrolled: readonly EnrolledCourse[]): LessonProgressRow[] {
  const slugs = new Set(enrolled.map((entry) => entry.course.slug));
  return rows
    .filter((row) => row.completed && slugs.has(row.courseId))
    .sort((a, b) => (a.completedAt?.getTime() ?? 0) - (b.completedAt?.getTime() ?? 0));
}

export interface NextLesson {
  course: Course;
  lessonNumber: number;
  title: string;
}

/**
 * The lesson the dashboard offers next, by the one rule every screen follows (`continueLessonNumber`:
 * a course's first incomplete lesson). The course is the unfinished one the learner completed a lesson
 * in most recently, or else their first unfinished course (a learner who has not started yet). Null
 * without an unfinished course.
 */
export function upNext(rows: readonly LessonProgressRow[], enrolled: readonly EnrolledCourse[]): NextLesson | null {
  const open = enrolled.filter((entry) => !entry.complete && entry.totalLessons > 0);
  const latest = completions(rows, open).at(-1);
  const entry = open.find((candidate) => candidate.course.slug === latest?.courseId) ?? open[0];
  const lesson = entry?.lessonProgress.find((candidate) => candidate.lessonNumber === entry.continueLesson);
  return entry && lesson ? { course: entry.course, lessonNumber: lesson.lessonNumber, title: lesson.title } : null;
}

export interface Achievement {
  id: string;
  title: string;
  /** What it stands for once earned, e.g. 'completed first lesson'. */
  description: string;
  /** What earns it, shown while it is not earned yet. */
  requirement: string;
  earned: boolean;
  /** When it was earned, when known. */
  earnedAt: Date | null;
  /** For 'Course Complete': the course it is for. */
  course?: Course;
}

/** The overall percentage at which 'Halfway There' is earned (spec 2). */
export const HALFWAY_PERCENT = 50;

/** An achievement the database holds as earned (table earned_badges). */
export interface StoredBadge {
  badgeId: string;
  earnedAt: Date;
}

/**
 * Every achievement (spec 2): 'First Steps', 'Course Complete' for each course in the catalogue, and
 * 'Halfway There'. One is earned when it is stored as earned, or when today's progress earns it: a
 * badge once earned is never taken back (a plan that adds lessons lowers the overall percentage). Its
 * date is the stored one, else the date of the completion that earned it.
 */
export function achievements(
  rows: readonly LessonProgressRow[],
  enrolled: readonly EnrolledCourse[],
  stored: readonly StoredBadge[] = [],
): Achievement[] {
  const done = completions(rows, enrolled);
  const overall = overallProgress(enrolled);
  // The completion that took the overall percentage to 50 (counting the courses held today).
  const halfwayIndex = done.findIndex((_, index) => progressPercent(index + 1, overall.totalLessons) >= HALFWAY_PERCENT);
  const courseComplete = COURSES.map((course): Achievement => {
    const entry = enrolled.find((candidate) => candidate.course.slug === course.slug);
    const earned = Boolean(entry?.complete);
    const last = earned ? done.filter((row) => row.courseId === course.slug).at(-1) : undefined;
    return {
      id: `course-complete-${course.slug}`,
      title: "Course Complete",
      description: course.title,
      requirement: `Complete every lesson of ${course.title}`,
      earned,
      earnedAt: last?.completedAt ?? null,
      course,
    };
  });
  const halfway = overall.percent >= HALFWAY_PERCENT;
  const derived: Achievement[] = [
    {
      id: "first-steps",
      title: "First Steps",
      description: "Completed first lesson",
      requirement: "Complete your first lesson",
      earned: done.length > 0,
      earnedAt: done[0]?.completedAt ?? null,
    },
    ...courseComplete,
    {
      id: "halfway-there",
      title: "Halfway There",
      description: `${HALFWAY_PERCENT}% progress achieved`,
      requirement: `Reach ${HALFWAY_PERCENT}% overall progress across your courses`,
      earned: halfway,
      earnedAt: halfway ? (done[halfwayIndex]?.completedAt ?? null) : null,
    },
  ];
  const storedById = new Map(stored.map((badge) => [badge.badgeId, badge]));
  return derived.map((achievement) => {
    const badge = storedById.get(achievement.id);
    return badge ? { ...achievement, earned: true, earnedAt: badge.earnedAt } : achievement;
  });
}

/**
 * The badges to store after a progress change: every achievement earned before it or after it (so a
 * badge earned before badges were stored is kept too), dated by what earned it, else `now`. Stored
 * with "insert or ignore", so a stored badge keeps its first date.
 */
export function badgesToStore(before: readonly Achievement[], after: readonly Achievement[], now: Date): StoredBadge[] {
  const badges = new Map<string, StoredBadge>();
  for (const achievement of [...before, ...after]) {
    if (achievement.earned && !badges.has(achievement.id)) {
      badges.set(achievement.id, { badgeId: achievement.id, earnedAt: achievement.earnedAt ?? now });
    }
  }
  return [...badges.values()];
}
