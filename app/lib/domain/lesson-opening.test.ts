import { describe, expect, it } from "vitest";
import { renderLessonMarkdown } from "../../../content/compile";
import { lessonOpening } from "./lesson-opening";

describe("lessonOpening", () => {
  it("keeps the introduction and stops at the first section heading", () => {
    const html = renderLessonMarkdown("Intro **one**.\n\nIntro two.\n\n## Paid section\n\nPaid text.\n");
    const opening = lessonOpening(html);
    expect(opening).toBe("<p>Intro <strong>one</strong>.</p>\n<p>Intro two.</p>");
    expect(opening).not.toContain("Paid");
  });

  it("returns at most the given number of paragraphs", () => {
    const html = renderLessonMarkdown("One.\n\nTwo.\n\nThree.\n");
    expect(lessonOpening(html, 1)).toBe("<p>One.</p>");
    expect(lessonOpening(html)).toBe("<p>One.</p>\n<p>Two.</p>");
  });

  it("stops at the first block that is not a paragraph, even inside the introduction", () => {
    const html = renderLessonMarkdown("Visible.\n\n> quoted secret\n\nLater secret.\n");
    expect(lessonOpening(html)).toBe("<p>Visible.</p>");
    expect(lessonOpening(renderLessonMarkdown("- secret list item\n\nLater.\n"))).toBe("");
  });

  it("is empty when the lesson starts with a heading or is empty", () => {
    expect(lessonOpening(renderLessonMarkdown("## Heading first\n\nBody."))).toBe("");
    expect(lessonOpening("")).toBe("");
  });
});
