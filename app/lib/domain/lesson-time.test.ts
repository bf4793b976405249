import { describe, expect, it } from "vitest";
import { countWords, formatLessonTime, formatMinutes, hasTable, READING_RATE, readingMinutes, totalTime } from "./lesson-time";

describe("countWords", () => {
  it("counts pieces with a letter or digit, not table pipes, rules or bullets", () => {
    expect(countWords("## Budget\n\n- **Needs** 50%\n\n| Item | $1,500 |\n|---|---|\n\n---\n")).toBe(5);
    expect(countWords("")).toBe(0);
  });

  it("counts words in any language", () => {
    expect(countWords("Épargne à l'avance — planificateur financier")).toBe(5);
  });
});

describe("hasTable", () => {
  it.each([
    ["| a | b |\n|---|---|\n| 1 | 2 |", true],
    ["a | b\n:-- | --:\n1 | 2", true],
    ["| --- |", true],
    ["Text\n\n---\n\nMore text", false],
    ["A sentence with a | pipe and a - dash", false],
  ])("%j → %s", (markdown, expected) => {
    expect(hasTable(markdown)).toBe(expected);
  });
});

describe("readingMinutes", () => {
  const table = "\n\n| A | B |\n|---|---|\n";

  it("reads a lesson with a table at 150 words a minute, rounded up", () => {
    expect(READING_RATE.withTables).toBe(150);
    // 150 words of prose plus the table's two header words: 152 words, a second minute begun.
    expect(readingMinutes(`${"word ".repeat(150)}${table}`)).toBe(2);
    expect(readingMinutes(`${"word ".repeat(298)}${table}`)).toBe(2);
    expect(readingMinutes(`${"word ".repeat(299)}${table}`)).toBe(3);
  });

  it("reads plain prose at 200 words a minute", () => {
    expect(READING_RATE.prose).toBe(200);
    expect(readingMinutes("word ".repeat(200))).toBe(1);
    expect(readingMinutes("word ".repeat(201))).toBe(2);
    expect(readingMinutes("word ".repeat(1001))).toBe(6);
  });

  it("is never 0 minutes", () => {
    expect(readingMinutes("Hello")).toBe(1);
    expect(readingMinutes("")).toBe(1);
  });
});

describe("formatMinutes", () => {
  it.each([
    [0, "0 min"],
    [1, "1 min"],
    [45, "45 min"],
    [59, "59 min"],
    [60, "1 hour"],
    [90, "1 h 30 min"],
    [61, "1 h 1 min"],
    [120, "2 hours"],
    [375, "6 h 15 min"],
  ])("%i → %s", (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});

describe("formatLessonTime", () => {
  it("shows reading and work time apart", () => {
    expect(formatLessonTime({ readingMinutes: 15, workMinutes: 60 })).toBe("15 min read · about 1 hour of worksheet work");
    expect(formatLessonTime({ readingMinutes: 95, workMinutes: 45 })).toBe("1 h 35 min read · about 45 min of worksheet work");
  });

  it("shows the reading time alone when a lesson asks for no work", () => {
    expect(formatLessonTime({ readingMinutes: 7, workMinutes: 0 })).toBe("7 min read");
  });
});

describe("totalTime", () => {
  it("adds up the lessons' reading and work time apart", () => {
    expect(
      totalTime([
        { readingMinutes: 6, workMinutes: 90 },
        { readingMinutes: 7, workMinutes: 30 },
      ]),
    ).toEqual({ readingMinutes: 13, workMinutes: 120 });
  });

  it("is zero for a course without lessons", () => {
    expect(totalTime([])).toEqual({ readingMinutes: 0, workMinutes: 0 });
  });
});
