/**
 * Checks translated lessons against their English sources, for a translator:
 *   npx tsx content/check-translation.ts                      every lesson, every language
 *   npx tsx content/check-translation.ts budget-bootcamp/03   one lesson
 * Prints each translation's problems, "older than its English source" for one whose `source:` hash is
 * not the English file's, or "ok"; exits with 1 when any is missing, older or wrong.
 */
import path from "node:path";
import { COURSES } from "~/lib/domain/catalog";
import { LESSONS_DIR, compileLessonFile } from "./compile";
import { loadFigures } from "./figures";
import { TRANSLATED_LOCALES, sourceHash, translationFile } from "./translations";

const wanted = process.argv.slice(2);
const lessons = COURSES.flatMap((course) =>
  Array.from({ length: course.lessonCount }, (_, index) => ({ courseId: course.slug, lessonNumber: index + 1 })),
).filter(({ courseId, lessonNumber }) => wanted.length === 0 || wanted.includes(`${courseId}/${String(lessonNumber).padStart(2, "0")}`));
if (lessons.length === 0) {
  console.error(`No such lesson: ${wanted.join(" ")} (write course/NN, e.g. budget-bootcamp/03)`);
  process.exit(2);
}

const figures = await loadFigures();
let failed = false;
for (const { courseId, lessonNumber } of lessons) {
  const englishFile = path.join(LESSONS_DIR, courseId, `${String(lessonNumber).padStart(2, "0")}.md`);
  const label = `${courseId}/${String(lessonNumber).padStart(2, "0")}`;
  try {
    const lesson = await compileLessonFile(courseId, lessonNumber, englishFile, figures);
    for (const locale of TRANSLATED_LOCALES) {
      const translation = lesson.translations.find((candidate) => candidate.locale === locale);
      const file = path.relative(process.cwd(), translationFile(LESSONS_DIR, locale, courseId, lessonNumber));
      if (!translation) {
        failed = true;
        console.log(`${label} [${locale}]: missing (${file})`);
      } else if (!translation.current) {
        failed = true;
        console.log(
          `${label} [${locale}]: older than its English source: source is ${translation.source}, the English file's hash is ${sourceHash(lesson.fileText)}`,
        );
      } else {
        console.log(`${label} [${locale}]: ok`);
      }
    }
  } catch (error) {
    failed = true;
    console.log(`${label}: ${(error as Error).message}`);
  }
}
process.exit(failed ? 1 : 0);
