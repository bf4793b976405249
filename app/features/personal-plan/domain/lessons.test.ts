import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { findCourseBySlug } from "~/lib/domain/catalog";
import { PLAN_LESSONS } from "./lessons";

describe("the plan's lesson links", () => {
  it.each(Object.entries(PLAN_LESSONS))("%s links a lesson that exists, under its own title", async (_, lesson) => {
    const [, , course, , number] = lesson.href.split("/");
    expect(findCourseBySlug(course!)).toBeTruthy();
    const source = await readFile(`content/lessons/${course}/${number!.padStart(2, "0")}.md`, "utf8");
    expect(source).toContain(`title: ${lesson.title}\n`);
  });
});
