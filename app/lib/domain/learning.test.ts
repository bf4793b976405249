import { describe, expect, it } from "vitest";
import { achievements, badgesToStore, continueLessonNumber, enrolledCourses, overallProgress, upNext, type LessonProgressRow } from "./learning";
import { NO_SUBSCRIPTION } from "./subscription";

const now = new Date("2026-11-23T12:00:00Z");
const day = (n: number) => new Date(Date.UTC(2026, 10, n));

/** The catalogue's lesson counts: 7, 4 and 6; `done` maps "course:lesson" to the day it was completed. */
function rows(done: Record<string, number> = {}): LessonProgressRow[] {
  const counts = { "budget-bootcamp": 7, "debt-challenge": 4, "financial-masterclass": 6 };
  return Object.entries(counts).flatMap(([courseId, count]) =>
    Array.from({ length: count }, (_, index) => {
      const completedOn = done[`${courseId}:${index + 1}`];
      return {
        courseId,
        lessonNumber: index + 1,
        title: `${courseId} ${index + 1}`,
        durationMinutes: 10,
        completed: completedOn !== undefined,
        completedAt: completedOn === undefined ? null : day(completedOn),
      };
    }),
  );
}

const bootcampBuyer = { paidProductNames: ["budget-bootcamp"], subscription: NO_SUBSCRIPTION };
const subscriber = { paidProductNames: [], subscription: { subscribed: true, tier: "premium" as const, end: day(30) } };

describe("enrolled courses", () => {
  it("lists only the courses held, with counts, percent and the first incomplete lesson", () => {
    const enrolled = enrolledCourses(rows({ "budget-bootcamp:1": 1, "budget-bootcamp:2": 2, "debt-challenge:1": 3 }), bootcampBuyer, now);
    expect(
      enrolled.map((entry) => [
        entry.course.slug,
        entry.access,
        entry.completedLessons,
        entry.totalLessons,
        entry.percent,
        entry.continueLesson,
      ]),
    ).toEqual([["budget-bootcamp", "purchase", 2, 7, 29, 3]]);
    expect(enrolled[0]!.lessonProgress.map((lesson) => lesson.completed)).toEqual([true, true, false, false, false, false, false]);
  });

  it("gives a Premium subscriber every course, and Continue points at lesson 1 when all are done", () => {
    const all = Object.fromEntries([1, 2, 3, 4].map((n) => [`debt-challenge:${n}`, n]));
    const enrolled = enrolledCourses(rows(all), subscriber, now);
    expect(enrolled.map((entry) => entry.course.slug)).toEqual(["budget-bootcamp", "debt-challenge", "financial-masterclass"]);
    const debt = enrolled[1]!;
    expect([debt.complete, debt.continueLesson, debt.percent]).toEqual([true, 1, 100]);
  });

  it("adds up overall progress across enrolled courses only", () => {
    const progress = rows({ "budget-bootcamp:1": 1, "financial-masterclass:1": 2 });
    expect(overallProgress(enrolledCourses(progress, bootcampBuyer, now))).toEqual({
      enrolledCourses: 1,
      completedLessons: 1,
      totalLessons: 7,
      percent: 14,
    });
    expect(overallProgress(enrolledCourses(progress, subscriber, now))).toEqual({
      enrolledCourses: 3,
      completedLessons: 2,
      totalLessons: 17,
      percent: 12,
    });
    expect(overallProgress([])).toEqual({ enrolledCourses: 0, completedLessons: 0, totalLessons: 0, percent: 0 });
  });
});

describe("where a learner carries on: one rule", () => {
  it("is a course's first incomplete lesson, or lesson 1 when every lesson is done", () => {
    const lessons = (completed: boolean[]) => completed.map((done, index) => ({ lessonNumber: index + 1, completed: done }));
    expect(continueLessonNumber(lessons([true, true, false, true, false]))).toBe(3);
    expect(continueLessonNumber(lessons([false, true]))).toBe(1);
    expect(continueLessonNumber(lessons([true, true]))).toBe(1);
    expect(continueLessonNumber([])).toBe(1);
  });

  it("up next is the first incomplete lesson of the course worked in most recently, not the lesson after the latest completion", () => {
    const progress = rows({ "budget-bootcamp:1": 1, "budget-bootcamp:2": 2, "budget-bootcamp:4": 5, "debt-challenge:1": 3 });
    const enrolled = enrolledCourses(progress, subscriber, now);
    const next = upNext(progress, enrolled);
    expect([next?.course.slug, next?.lessonNumber, next?.title]).toEqual(["budget-bootcamp", 3, "budget-bootcamp 3"]);
    expect(next?.lessonNumber).toBe(enrolled[0]!.continueLesson);
  });
});

describe("up next on the dashboard", () => {
  it("starts a learner who has done nothing at lesson 1 of their first course, and offers nothing without a course", () => {
    const next = upNext(rows(), enrolledCourses(rows(), subscriber, now));
    expect([next?.course.slug, next?.lessonNumber, next?.title]).toEqual(["budget-bootcamp", 1, "budget-bootcamp 1"]);
    expect(upNext(rows(), [])).toBeNull();
  });

  it("moves on to the next unfinished course once one is finished, and offers nothing when all are", () => {
    const finished = rows(Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((n) => [`budget-bootcamp:${n}`, n])));
    const next = upNext(finished, enrolledCourses(finished, subscriber, now));
    expect([next?.course.slug, next?.lessonNumber]).toEqual(["debt-challenge", 1]);
    expect(upNext(finished, enrolledCourses(finished, bootcampBuyer, now))).toBeNull();
  });
});

describe("achievements", () => {
  it("lists every achievement unearned, with what earns it, before any progress", () => {
    const list = achievements(rows(), enrolledCourses(rows(), bootcampBuyer, now));
    expect(list.map((entry) => [entry.title, entry.earned])).toEqual([
      ["First Steps", false],
      ["Course Complete", false],
      ["Course Complete", false],
      ["Course Complete", false],
      ["Halfway There", false],
    ]);
    expect(list[1]!.requirement).toBe("Complete every lesson of 7-Day Budget Bootcamp");
  });

  it("dates First Steps by the first completion, Course Complete by the course's last, Halfway There by the one that reached 50%", () => {
    const done = Object.fromEntries([1, 2, 3, 4].map((n) => [`debt-challenge:${n}`, n + 10]));
    const progress = rows({ ...done, "budget-bootcamp:1": 2 });
    const list = achievements(
      progress,
      enrolledCourses(progress, { ...bootcampBuyer, paidProductNames: ["budget-bootcamp", "debt-elimination-challenge"] }, now),
    );
    const byId = Object.fromEntries(list.map((entry) => [entry.id, entry]));
    expect(byId["first-steps"]).toMatchObject({ earned: true, earnedAt: day(2), description: "Completed first lesson" });
    expect(byId["course-complete-debt-challenge"]).toMatchObject({
      earned: true,
      earnedAt: day(14),
      description: "Debt-Free in 90 Days Challenge",
    });
    expect(byId["course-complete-budget-bootcamp"]).toMatchObject({ earned: false, earnedAt: null });
    // 11 lessons held: the 6th completion (55%) is the first at or above 50%.
    expect(byId["halfway-there"]).toMatchObject({ earned: false });
    const more = rows({ ...done, "budget-bootcamp:1": 2, "budget-bootcamp:2": 20 });
    const later = achievements(
      more,
      enrolledCourses(more, { ...bootcampBuyer, paidProductNames: ["budget-bootcamp", "debt-elimination-challenge"] }, now),
    );
    expect(later.find((entry) => entry.id === "halfway-there")).toMatchObject({ earned: true, earnedAt: day(20) });
  });

  it("keeps a stored badge earned, with its stored date, after a plan adds lessons and the percentage drops", () => {
    // A Basic member at 4 of 7 Bootcamp lessons (57%) earned Halfway There; Premium adds 10 lessons (4 of 17: 24%).
    const progress = rows(Object.fromEntries([1, 2, 3, 4].map((n) => [`budget-bootcamp:${n}`, n])));
    const premium = enrolledCourses(progress, subscriber, now);
    expect(achievements(progress, premium).find((entry) => entry.id === "halfway-there")).toMatchObject({ earned: false, earnedAt: null });
    const stored = [{ badgeId: "halfway-there", earnedAt: day(4) }];
    expect(achievements(progress, premium, stored).find((entry) => entry.id === "halfway-there")).toMatchObject({
      earned: true,
      earnedAt: day(4),
    });
  });

  it("prefers a stored date over the derived one", () => {
    const progress = rows({ "budget-bootcamp:1": 9 });
    const list = achievements(progress, enrolledCourses(progress, bootcampBuyer, now), [{ badgeId: "first-steps", earnedAt: day(1) }]);
    expect(list.find((entry) => entry.id === "first-steps")).toMatchObject({ earned: true, earnedAt: day(1) });
  });
});

describe("badges to store with a progress change", () => {
  const bootcamp = (done: Record<string, number>) => {
    const progress = rows(done);
    return achievements(progress, enrolledCourses(progress, bootcampBuyer, now));
  };

  it("stores what the new state earns, dated by the completion that earned it", () => {
    const before = bootcamp({ "budget-bootcamp:1": 1, "budget-bootcamp:2": 2, "budget-bootcamp:3": 3 });
    const after = bootcamp({ "budget-bootcamp:1": 1, "budget-bootcamp:2": 2, "budget-bootcamp:3": 3, "budget-bootcamp:4": 23 });
    expect(badgesToStore(before, after, now)).toEqual([
      { badgeId: "first-steps", earnedAt: day(1) },
      { badgeId: "halfway-there", earnedAt: day(23) },
    ]);
  });

  it("keeps a badge the state before earned, when the change takes it away (a lesson marked incomplete)", () => {
    const before = bootcamp({ "budget-bootcamp:1": 1 });
    expect(badgesToStore(before, bootcamp({}), now)).toEqual([{ badgeId: "first-steps", earnedAt: day(1) }]);
    expect(badgesToStore(bootcamp({}), bootcamp({}), now)).toEqual([]);
  });

  it("dates a badge without a known completion date by now", () => {
    const [firstSteps] = bootcamp({ "budget-bootcamp:1": 1 });
    expect(badgesToStore([], [{ ...firstSteps!, earnedAt: null }], now)).toEqual([{ badgeId: "first-steps", earnedAt: now }]);
  });
});
