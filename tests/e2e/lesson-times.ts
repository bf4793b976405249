import { openDatabase } from "../../db/node-client";
import type { LessonTime } from "~/lib/domain/lesson-time";
import { E2E_DATABASE } from "./mail";

/** A course's lessons' reading and work time as the e2e server's database holds them: what its pages must show. */
export async function storedLessonTimes(courseId: string): Promise<(LessonTime & { lessonNumber: number })[]> {
  const database = await openDatabase(`file:${E2E_DATABASE}`);
  try {
    const { rows } = await database.execute({
      sql: "select lesson_number, duration_minutes, work_minutes from course_lessons where course_id = ? order by lesson_number",
      args: [courseId],
    });
    return rows.map((row) => ({
      lessonNumber: Number(row.lesson_number),
      readingMinutes: Number(row.duration_minutes),
      workMinutes: Number(row.work_minutes),
    }));
  } finally {
    database.close();
  }
}
