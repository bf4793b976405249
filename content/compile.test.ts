import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { COURSES } from "~/lib/domain/catalog";
import { loadLessonSources, LessonSourceError, parseLessonFile, renderLessonMarkdown, sanitizeHtml, type LessonSource } from "./compile";
import { extractWorksheet } from "./worksheet";
import { countWords, readingMinutes } from "~/lib/domain/lesson-time";
import { MASTERCLASS } from "~/features/course-page/course-details";
import { GUARANTEES } from "~/lib/copy/guarantees";

/** Payloads from common XSS cheat sheets, as raw HTML and as markdown. */
const XSS_CORPUS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<svg onload=alert(1)><circle r=1 /></svg>",
  "<svg><script>alert(1)</script></svg>",
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">tab</a>',
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  "<input autofocus onfocus=alert(1)>",
  "<details open ontoggle=alert(1)>",
  "<body onload=alert(1)>",
  '<div style="background:url(javascript:alert(1))">style</div>',
  "<style>@import 'https://evil.example/x.css';</style>",
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  "<video><source onerror=alert(1)></video>",
  "<audio src=x onerror=alert(1)>",
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<img src="x" srcset="javascript:alert(1) 1x">',
  '<p onclick="alert(1)" onmouseover=alert(1)>hover</p>',
  "[markdown link](javascript:alert(1))",
  "[encoded](javascript&#58;alert(1))",
  "[data link](data:text/html,<script>alert(1)</script>)",
  "![image](javascript:alert(1))",
  "![data image](data:image/svg+xml,<svg onload=alert(1)>)",
  "<javascript:alert(1)>",
  "[spaced]( javascript:alert(1) )",
  "`<script>alert(1)</script>` is shown, not run",
];

const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "xlink:href", "background", "poster", "data", "srcset"];

/** Everything in the sanitized output that could execute: scripts, handlers, dangerous URLs. */
function executableParts(html: string): string[] {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  const found: string[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    if (["script", "iframe", "object", "embed", "form", "style", "link", "meta", "base", "svg", "math"].includes(tag)) {
      found.push(`<${tag}>`);
    }
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith("on") || name === "style" || name === "srcdoc") found.push(`${tag}[${name}]`);
      if (URL_ATTRIBUTES.includes(name)) {
        // eslint-disable-next-line no-control-regex -- browsers ignore control characters in a URL's scheme
        const value = attribute.value.replace(/[\s\u0000-\u001f]/g, "").toLowerCase();
        if (!/^(https?:|ircs?:|mailto:|xmpp:|#|\/|[^:]*$)/.test(value)) found.push(`${tag}[${name}=${attribute.value}]`);
      }
    }
  }
  return found;
}

describe("lesson sanitizer", () => {
  it.each(XSS_CORPUS)("leaves nothing executable of %s", (payload) => {
    const html = renderLessonMarkdown(payload);
    expect(executableParts(html)).toEqual([]);
  });

  it("detects executable HTML when it is there (the check itself works)", () => {
    expect(executableParts("<img src=x onerror=alert(1)>")).toEqual(["img[onerror]"]);
    expect(executableParts("<a href='javascript:alert(1)'>x</a>")).toEqual(["a[href=javascript:alert(1)]"]);
  });

  it.each([
    ["https://www.canada.ca/", "https:"],
    ["http://example.com/", "http:"],
    ["mailto:support@moneywise.example", "mailto:"],
    ["irc://irc.libera.chat/moneywise", "irc:"],
    ["ircs://irc.libera.chat/moneywise", "ircs:"],
    ["xmpp:help@moneywise.example", "xmpp:"],
  ])("keeps %s links", (href, protocol) => {
    const html = renderLessonMarkdown(`[link](${href})`);
    const { document } = new JSDOM(html).window;
    expect(document.querySelector("a")?.getAttribute("href")?.startsWith(protocol)).toBe(true);
  });

  it.each(["ftp://files.example/x", "tel:+15555550100", "sms:+15555550100", "file:///etc/passwd"])("drops %s links", (href) => {
    const { document } = new JSDOM(renderLessonMarkdown(`[link](${href})`)).window;
    expect(document.querySelector("a")?.getAttribute("href") ?? null).toBeNull();
  });

  it("keeps ordinary lesson markdown: headings, lists, tables, emphasis, code", () => {
    const html = renderLessonMarkdown(
      "## Budget\n\n- **Needs** 50%\n- *Wants* 30%\n\n| Item | Amount |\n|---|---|\n| Rent | $1,500 |\n\n`code`",
    );
    expect(html).toContain("<h2>Budget</h2>");
    expect(html).toContain("<strong>Needs</strong>");
    expect(html).toContain("<em>Wants</em>");
    expect(html).toContain("<td>$1,500</td>");
    expect(html).toContain("<code>code</code>");
  });

  it("puts each table in a named, focusable box of its own that scrolls sideways (phones)", () => {
    const { document } = new JSDOM(renderLessonMarkdown('| **Item** | "Amount" & fee |\n|---|---|\n| Rent | |\n')).window;
    const box = document.querySelector("div.table-scroll");
    expect(box?.firstElementChild?.tagName).toBe("TABLE");
    expect([box?.getAttribute("role"), box?.getAttribute("tabindex"), box?.getAttribute("aria-label")]).toEqual([
      "region",
      "0",
      'Table: Item, "Amount" & fee',
    ]);
  });

  it("marks external links noopener", () => {
    expect(sanitizeHtml('<a href="https://irs.gov">IRS</a>')).toContain('rel="noopener noreferrer"');
  });
});

describe("lesson files", () => {
  it("parses front matter and body", () => {
    const lesson = parseLessonFile("budget-bootcamp", 1, "---\ntitle: Day 1 — Start\nworkMinutes: 45\nvideoUrl:\n---\n\nHello **world**\n");
    expect(lesson).toEqual({
      courseId: "budget-bootcamp",
      lessonNumber: 1,
      title: "Day 1 — Start",
      workMinutes: 45,
      videoUrl: null,
      captionsUrl: null,
      content: "Hello **world**",
    });
  });

  it("reads a video file's captions", () => {
    const text =
      "---\ntitle: T\nworkMinutes: 5\nvideoUrl: https://media.example.com/day-1.mp4\ncaptionsUrl: https://media.example.com/day-1.en.vtt\n---\nBody";
    expect(parseLessonFile("budget-bootcamp", 1, text)).toMatchObject({
      videoUrl: "https://media.example.com/day-1.mp4",
      captionsUrl: "https://media.example.com/day-1.en.vtt",
    });
  });

  it.each([
    ["no front matter", "Just text"],
    ["no title", "---\nworkMinutes: 5\n---\nBody"],
    ["no work estimate", "---\ntitle: T\n---\nBody"],
    ["a work estimate in words", "---\ntitle: T\nworkMinutes: soon\n---\nBody"],
    ["a negative work estimate", "---\ntitle: T\nworkMinutes: -5\n---\nBody"],
    ["a fractional work estimate", "---\ntitle: T\nworkMinutes: 1.5\n---\nBody"],
    ["a typed reading time (it is counted, and would drift)", "---\ntitle: T\nworkMinutes: 5\ndurationMinutes: 12\n---\nBody"],
    ["unsafe video", "---\ntitle: T\nworkMinutes: 5\nvideoUrl: javascript:alert(1)\n---\nBody"],
    [
      "captions that are not WebVTT",
      "---\ntitle: T\nworkMinutes: 5\nvideoUrl: https://m.example.com/a.mp4\ncaptionsUrl: https://m.example.com/a.srt\n---\nBody",
    ],
    ["captions without a video", "---\ntitle: T\nworkMinutes: 5\ncaptionsUrl: https://m.example.com/a.vtt\n---\nBody"],
    ["empty body", "---\ntitle: T\nworkMinutes: 5\n---\n"],
  ])("rejects a lesson with %s", (_, text) => {
    expect(() => parseLessonFile("budget-bootcamp", 1, text)).toThrow(LessonSourceError);
  });

  it("has every lesson the registry promises: 7, 4 and 6, numbered from 1", async () => {
    const lessons = await loadLessonSources();
    for (const course of COURSES) {
      const numbers = lessons.filter((lesson) => lesson.courseId === course.slug).map((lesson) => lesson.lessonNumber);
      expect(numbers).toEqual(Array.from({ length: course.lessonCount }, (_, index) => index + 1));
    }
    expect(lessons).toHaveLength(17);
  });

  it("renders every real lesson with nothing executable and with substance", async () => {
    for (const lesson of await loadLessonSources()) {
      const html = renderLessonMarkdown(lesson.content);
      expect(executableParts(html)).toEqual([]);
      expect(lesson.content.split(/\s+/).length).toBeGreaterThan(500);
    }
    // Seventeen lessons through marked and DOMPurify (on jsdom): seconds on a busy two-core machine.
  }, 30_000);
});

/** Breaks of the course rules (a work estimate for the worksheet, no video claim, ends with a worksheet). */
function ruleBreaks(lesson: LessonSource): string[] {
  const where = `${lesson.courseId} ${lesson.lessonNumber}`;
  const breaks: string[] = [];
  if (lesson.workMinutes < 1) breaks.push(`${where}: has a worksheet but no workMinutes estimate for it`);
  if (lesson.videoUrl === null && /\bvideo\b/i.test(lesson.content)) breaks.push(`${where}: mentions a video it does not have`);
  const sections = [...lesson.content.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
  if (sections.at(-1) !== "Worksheet" || extractWorksheet(lesson.content).length === 0) {
    breaks.push(`${where}: does not end with a ## Worksheet section holding at least one table`);
  }
  return breaks;
}

describe("honest lessons", () => {
  it("every lesson estimates its worksheet work, claims no video and ends with a worksheet", async () => {
    expect((await loadLessonSources()).flatMap(ruleBreaks)).toEqual([]);
  });

  it("reading time is counted from the words as served (figures filled in), at 150 a minute: every lesson has tables", async () => {
    for (const lesson of await loadLessonSources()) {
      expect(lesson.content, `${lesson.courseId} ${lesson.lessonNumber}`).not.toContain("{{fig:");
      expect(readingMinutes(lesson.content)).toBe(Math.ceil(countWords(lesson.content) / 150));
    }
  });

  it("the Bootcamp's catalogue card states reading and work times its lessons really have", async () => {
    const bootcamp = COURSES.find((course) => course.slug === "budget-bootcamp")!;
    const claim = bootcamp.features
      .map((feature) => /under (\d+) minutes to read, with (\d+) to (\d+) minutes of worksheet work/.exec(feature))
      .find(Boolean);
    expect(claim).toBeTruthy();
    const [, readingUnder, workFrom, workTo] = claim!.map(Number);
    for (const lesson of (await loadLessonSources()).filter((entry) => entry.courseId === bootcamp.slug)) {
      expect(readingMinutes(lesson.content), `lesson ${lesson.lessonNumber}`).toBeLessThan(readingUnder!);
      expect(lesson.workMinutes, `lesson ${lesson.lessonNumber}`).toBeGreaterThanOrEqual(workFrom!);
      expect(lesson.workMinutes, `lesson ${lesson.lessonNumber}`).toBeLessThanOrEqual(workTo!);
    }
  });

  it("the guarantees' terms rest on worksheet tables the lessons really have", async () => {
    const lessons = await loadLessonSources();
    const table = (courseId: string, lessonNumber: number, title: string) =>
      extractWorksheet(lessons.find((lesson) => lesson.courseId === courseId && lesson.lessonNumber === lessonNumber)!.content).find(
        (entry) => entry.title === title,
      );
    const debtTerms = GUARANTEES["debt-challenge"].terms.join(" ");
    expect(debtTerms).toContain("Phase 1 debt list");
    expect(table("debt-challenge", 1, "Your debt list")?.rows.at(-1)?.[0]).toBe("Total");
    expect(debtTerms).toContain('Phase 4 "Your 90-day results" table');
    const results = table("debt-challenge", 4, "Your 90-day results");
    expect(results?.header).toEqual(expect.arrayContaining(["Balance on day 1", "Balance on day 90"]));
    expect(results?.rows.at(-1)?.[0]).toBe("Total");
    // New borrowing counts against the learner in the terms, so the table has a row for it.
    expect(debtTerms).toContain("new borrowing counts against you");
    expect(results?.rows.at(-2)?.[0]).toBe("New borrowing since day 1");

    // Each of the five starting numbers the Masterclass guarantee names is a row of Month 1's worksheet.
    const startingNumbers = table("financial-masterclass", 1, "Your five starting numbers")?.rows.map((row) => row[0]!.toLowerCase());
    const masterclassTerms = GUARANTEES["financial-masterclass"].terms.join(" ").toLowerCase();
    expect(startingNumbers).toHaveLength(5);
    for (const measure of [
      "net worth",
      "investable net worth",
      "liquid reserves",
      "savings rate",
      "retirement savings as a multiple of salary",
    ]) {
      expect(
        startingNumbers?.some((row) => row.startsWith(measure)),
        measure,
      ).toBe(true);
      expect(masterclassTerms).toContain(measure);
    }
    expect(table("financial-masterclass", 1, "Tracking log")?.header).toEqual(
      expect.arrayContaining(["Saved and principal repaid", "Market change"]),
    );
  });

  it("no page claims a cohort: the Masterclass is self-paced", () => {
    for (const course of COURSES) expect(course.features.join(" ")).not.toMatch(/cohort/i);
    expect(JSON.stringify(MASTERCLASS)).not.toMatch(/cohort/i);
  });

  it("the Debt Challenge lessons have the promised depth: at least 1,500 words each", async () => {
    const lessons = (await loadLessonSources()).filter((lesson) => lesson.courseId === "debt-challenge");
    expect(lessons.map((lesson) => [lesson.lessonNumber, countWords(lesson.content) >= 1500])).toEqual([1, 2, 3, 4].map((n) => [n, true]));
  });

  it("the Masterclass holds the parts the catalogue and course page describe: 6 monthly lessons of 8 parts, at least 2,000 words each", async () => {
    const masterclass = COURSES.find((course) => course.slug === "financial-masterclass")!;
    const claim = masterclass.features.map((feature) => /^Six monthly lessons in (\d+) parts each \((\d+) in all\)/.exec(feature)).find(Boolean);
    expect(claim?.slice(1).map(Number)).toEqual([MASTERCLASS.partsPerMonth, MASTERCLASS.totalParts]);
    const lessons = (await loadLessonSources()).filter((lesson) => lesson.courseId === masterclass.slug);
    expect(lessons).toHaveLength(MASTERCLASS.months);
    expect(
      lessons.map((lesson) => [lesson.lessonNumber, (lesson.content.match(/^## Part \d+:/gm) ?? []).length, countWords(lesson.content) >= 2000]),
    ).toEqual([1, 2, 3, 4, 5, 6].map((n) => [n, MASTERCLASS.partsPerMonth, true]));
  });
});
