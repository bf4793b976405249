import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { COURSES } from "~/lib/domain/catalog";
import { loadLessonSources, LessonSourceError, parseLessonFile, renderLessonMarkdown, sanitizeHtml, type LessonSource } from "./compile";
import { extractWorksheet } from "./worksheet";

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
    const lesson = parseLessonFile("budget-bootcamp", 1, "---\ntitle: Day 1 — Start\ndurationMinutes: 12\nvideoUrl:\n---\n\nHello **world**\n");
    expect(lesson).toEqual({
      courseId: "budget-bootcamp",
      lessonNumber: 1,
      title: "Day 1 — Start",
      durationMinutes: 12,
      videoUrl: null,
      content: "Hello **world**",
    });
  });

  it.each([
    ["no front matter", "Just text"],
    ["no title", "---\ndurationMinutes: 5\n---\nBody"],
    ["bad duration", "---\ntitle: T\ndurationMinutes: soon\n---\nBody"],
    ["unsafe video", "---\ntitle: T\ndurationMinutes: 5\nvideoUrl: javascript:alert(1)\n---\nBody"],
    ["empty body", "---\ntitle: T\ndurationMinutes: 5\n---\n"],
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

/**
 * The honest-duration rule: a lesson's `durationMinutes` is its reading time at 200 words a minute,
 * rounded up, plus 5 to 15 minutes for its worksheet. Words are whitespace-separated pieces of the
 * lesson (figures filled in) holding a letter or digit, so table pipes and `---` do not count.
 */
const READING_WORDS_PER_MINUTE = 200;
const WORKSHEET_MINUTES = { min: 5, max: 15 };

function lessonWords(lesson: LessonSource): number {
  return lesson.content.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function honestDuration(lesson: LessonSource) {
  const reading = Math.ceil(lessonWords(lesson) / READING_WORDS_PER_MINUTE);
  return { min: reading + WORKSHEET_MINUTES.min, max: reading + WORKSHEET_MINUTES.max };
}

/** Breaks of the course rules (honest duration, no video claim, ends with a worksheet). */
function ruleBreaks(lesson: LessonSource): string[] {
  const where = `${lesson.courseId} ${lesson.lessonNumber}`;
  const breaks: string[] = [];
  const { min, max } = honestDuration(lesson);
  if (lesson.durationMinutes < min || lesson.durationMinutes > max) {
    breaks.push(`${where}: durationMinutes ${lesson.durationMinutes}, honest range ${min}–${max} (${lessonWords(lesson)} words)`);
  }
  if (lesson.videoUrl === null && /\bvideo\b/i.test(lesson.content)) breaks.push(`${where}: mentions a video it does not have`);
  const sections = [...lesson.content.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
  if (sections.at(-1) !== "Worksheet" || extractWorksheet(lesson.content).length === 0) {
    breaks.push(`${where}: does not end with a ## Worksheet section holding at least one table`);
  }
  return breaks;
}

describe("honest lessons", () => {
  it("states the rule with numbers that mean something", () => {
    const lesson = parseLessonFile("budget-bootcamp", 1, `---\ntitle: T\ndurationMinutes: 12\n---\n${"word ".repeat(1001)}| --- |`);
    expect(lessonWords(lesson)).toBe(1001);
    expect(honestDuration(lesson)).toEqual({ min: 11, max: 21 });
  });

  it("every lesson states its honest reading-plus-worksheet time, claims no video and ends with a worksheet", async () => {
    expect((await loadLessonSources()).flatMap(ruleBreaks)).toEqual([]);
  });

  it("the Bootcamp's catalogue card states lesson lengths the lessons really have", async () => {
    const bootcamp = COURSES.find((course) => course.slug === "budget-bootcamp")!;
    const claim = bootcamp.features.map((feature) => /(\d+) to (\d+) minutes/.exec(feature)).find(Boolean);
    const minutes = (await loadLessonSources()).filter((lesson) => lesson.courseId === bootcamp.slug).map((lesson) => lesson.durationMinutes);
    expect(claim).toBeTruthy();
    expect(Math.min(...minutes)).toBeGreaterThanOrEqual(Number(claim![1]));
    expect(Math.max(...minutes)).toBeLessThanOrEqual(Number(claim![2]));
  });

  it("the Debt Challenge lessons have the promised depth: at least 1,500 words each", async () => {
    const lessons = (await loadLessonSources()).filter((lesson) => lesson.courseId === "debt-challenge");
    expect(lessons.map((lesson) => [lesson.lessonNumber, lessonWords(lesson) >= 1500])).toEqual([1, 2, 3, 4].map((n) => [n, true]));
  });

  it("the Masterclass holds the 48 sessions the catalogue promises: 8 per monthly lesson, at least 2,000 words each", async () => {
    const lessons = (await loadLessonSources()).filter((lesson) => lesson.courseId === "financial-masterclass");
    expect(
      lessons.map((lesson) => [lesson.lessonNumber, (lesson.content.match(/^## Session \d+:/gm) ?? []).length, lessonWords(lesson) >= 2000]),
    ).toEqual([1, 2, 3, 4, 5, 6].map((n) => [n, 8, true]));
  });
});
