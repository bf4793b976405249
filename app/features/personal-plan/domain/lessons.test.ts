import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { findCourseBySlug } from "~/lib/domain/catalog";
import { translate } from "~/lib/i18n/catalogues.server";
import { PLAN_LESSONS } from "./lessons";

const lessonFile = (href: string, language: "" | "fr/") => {
  const [, , course, , number] = href.split("/");
  return readFile(`content/lessons/${language}${course}/${number!.padStart(2, "0")}.md`, "utf8");
};

describe("the plan's lesson links", () => {
  it.each(Object.entries(PLAN_LESSONS))("%s links a lesson that exists, under its own title", async (_, lesson) => {
    const [, , course] = lesson.href.split("/");
    expect(findCourseBySlug(course!)).toBeTruthy();
    expect(await lessonFile(lesson.href, "")).toContain(`title: ${lesson.title}\n`);
  });

  it.each(Object.entries(PLAN_LESSONS))("%s is named in each language as its lesson is", async (name, lesson) => {
    const key = `plans.lesson.${name as keyof typeof PLAN_LESSONS}` as const;
    expect(translate("en", key)).toBe(lesson.title);
    expect(await lessonFile(lesson.href, "fr/")).toContain(`title: ${translate("fr", key)}\n`);
  });
});
