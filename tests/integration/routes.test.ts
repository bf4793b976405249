import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadLessonSources, seedIfEmpty, writeLessons } from "../../content/compile";
import { action as checkoutAction } from "~/routes/checkout";
import { loader as courseLoader } from "~/routes/courses.$courseId";
import { loader as notFoundLoader } from "~/routes/$";
import { loader as rootLoader } from "~/root";
import { loader as lessonsRedirect } from "~/routes/courses.$courseId_.lessons.$lessonNumber";
import { action as currencyAction } from "~/routes/currency";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { courseLessons, sessions, userProgress } from "../../db/schema";
import { createTestDatabase } from "../support/database";
import { createSignedInUser } from "../support/loaders";
import { routeResult } from "../support/route-result";
import { readingMinutes } from "~/lib/domain/lesson-time";

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.cleanup());

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: test.context });

describe("seeding and the content step", () => {
  it("seeds all 17 lessons into an empty database once", async () => {
    expect(await seedIfEmpty(test.db)).toBe(true);
    expect(await seedIfEmpty(test.db)).toBe(false);
    const rows = await test.client.execute("select course_id, count(*) as n from course_lessons group by course_id order by course_id");
    expect(rows.rows.map((row) => [row.course_id, row.n])).toEqual([
      ["budget-bootcamp", 7],
      ["debt-challenge", 4],
      ["financial-masterclass", 6],
    ]);
    const html = await test.client.execute("select content, content_html from course_lessons limit 1");
    expect(String(html.rows[0]?.content_html)).toMatch(/^<(p|h2)>/);
  });

  it("re-running the content step updates lessons in place, keeping their ids", async () => {
    const lessons = await loadLessonSources();
    await writeLessons(test.db, lessons);
    const before = await test.client.execute("select id, course_id, lesson_number from course_lessons order by id");
    await writeLessons(
      test.db,
      lessons.map((lesson) => ({ ...lesson, title: `${lesson.title} (updated)` })),
    );
    const after = await test.client.execute("select id, course_id, lesson_number, title from course_lessons order by id");
    expect(after.rows.map((row) => row.id)).toEqual(before.rows.map((row) => row.id));
    expect(after.rows.every((row) => String(row.title).endsWith("(updated)"))).toBe(true);
  });

  it("removes a lesson the registry no longer counts, with its translation, questions and progress, and keeps the rest", async () => {
    const lessons = await loadLessonSources();
    await writeLessons(test.db, lessons);
    // Budget Bootcamp as an older content step left it with an eighth lesson, which a learner had finished.
    const user = await createUser("CA");
    const kept = await test.db.select({ id: courseLessons.id }).from(courseLessons).limit(1).get();
    await test.client.batch([
      `insert into course_lessons (course_id, lesson_number, title, content, content_html, duration_minutes, updated_at)
         values ('budget-bootcamp', 8, 'Gone', 'Gone', '<p>Gone</p>', 1, 0)`,
      `insert into lesson_translations (course_id, lesson_number, locale, title, content_html, duration_minutes, source, updated_at)
         values ('budget-bootcamp', 8, 'fr', 'Parti', '<p>Parti</p>', 1, 'x', 0)`,
      `insert into lesson_questions (id, course_id, lesson_number, position, kind, prompt_html, choices_json, key_json, updated_at)
         values ('budget-bootcamp/8/gone', 'budget-bootcamp', 8, 0, 'single', 'p', '[]', '{}', 0)`,
      `insert into question_translations (question_id, locale, prompt_html, choices_json, key_json, updated_at)
         values ('budget-bootcamp/8/gone', 'fr', 'p', '[]', '{}', 0)`,
      {
        sql: `insert into user_progress (user_id, course_id, lesson_id, completed)
                select ?, 'budget-bootcamp', id, 1 from course_lessons where lesson_number = 8 or id = ?`,
        args: [user.id, kept!.id],
      },
    ]);
    await writeLessons(test.db, lessons);
    const counts = await test.client.execute(
      `select (select count(*) from course_lessons where lesson_number = 8) as lessons,
              (select count(*) from lesson_translations where lesson_number = 8) as translations,
              (select count(*) from lesson_questions where lesson_number = 8) as questions,
              (select count(*) from question_translations where question_id like 'budget-bootcamp/8/%') as question_translations,
              (select count(*) from course_lessons) as all_lessons,
              (select group_concat(lesson_id) from user_progress) as progress`,
    );
    expect(counts.rows[0]).toMatchObject({
      lessons: 0,
      translations: 0,
      questions: 0,
      question_translations: 0,
      all_lessons: lessons.length,
      progress: String(kept!.id),
    });
  });

  it("stores each lesson's counted reading time and its work estimate, and recounts when the text changes", async () => {
    const [lesson] = await loadLessonSources();
    const stored = () => test.db.select({ reading: courseLessons.durationMinutes, work: courseLessons.workMinutes }).from(courseLessons).get();
    await writeLessons(test.db, [lesson!]);
    expect(await stored()).toEqual({ reading: readingMinutes(lesson!.content), work: lesson!.workMinutes });
    // 1,501 words with a table, at 150 a minute: 11 minutes; the new estimate replaces the old one.
    await writeLessons(test.db, [{ ...lesson!, content: `${"word ".repeat(1500)}\n\n| A |\n|---|\n`, workMinutes: 20 }]);
    expect(await stored()).toEqual({ reading: 11, work: 20 });
  });

  it("stores each lesson's worksheet tables and replaces them when the lesson changes", async () => {
    const [lesson] = await loadLessonSources();
    const worksheet = "## Worksheet\n\n### Income\n\n| Source | Amount |\n|---|---|\n| Pay | |\n";
    await writeLessons(test.db, [{ ...lesson!, content: `Intro\n\n${worksheet}` }]);
    await writeLessons(test.db, [{ ...lesson!, content: `Intro\n\n${worksheet}| Side work | |\n` }]);
    const [row] = await test.db.select({ worksheet: courseLessons.worksheet }).from(courseLessons);
    expect(row?.worksheet).toEqual([
      {
        title: "Income",
        header: ["Source", "Amount"],
        rows: [
          ["Pay", ""],
          ["Side work", ""],
        ],
      },
    ]);
  });
});

function createUser(country: "CA" | "US", email = `${country.toLowerCase()}@example.com`) {
  return createSignedInUser(test, { country, email });
}

function courseRequest(courseId: string, { query = "", cookie }: { query?: string; cookie?: string } = {}) {
  const request = new Request(`http://localhost/courses/${courseId}${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  return args(request, { courseId });
}

describe("course page loader", () => {
  beforeEach(async () => {
    await seedIfEmpty(test.db);
    test.roundTrips.count = 0;
  });

  it("returns the course and its lessons in order, without content, in one round trip", async () => {
    const { value, headers } = routeResult(await courseLoader(courseRequest("debt-challenge")));
    expect(test.roundTrips.count).toBe(1);
    expect(value.course.productName).toBe("debt-elimination-challenge");
    expect(value.lessons.map((lesson: { lessonNumber: number }) => lesson.lessonNumber)).toEqual([1, 2, 3, 4]);
    expect(value.lessons[0]).not.toHaveProperty("content");
    expect(value.lessons.every((lesson: { completed: boolean }) => lesson.completed === false)).toBe(true);
    expect(value.preview).toBe(false);
    expect(value.opening).toBeNull();
    expect(headers.has("Cache-Control")).toBe(false);
  });

  it("previews the opening of the first lesson and nothing past it", async () => {
    const lessons = await loadLessonSources();
    const first = lessons.find((lesson) => lesson.courseId === "budget-bootcamp" && lesson.lessonNumber === 1)!;
    const { value } = routeResult(await courseLoader(courseRequest("budget-bootcamp", { query: "?preview=true" })));
    expect(test.roundTrips.count).toBe(1);
    expect(value.preview).toBe(true);
    const introduction = first.content.split("\n\n")[0]!.slice(0, 60);
    expect(value.opening).toContain(introduction);
    const everythingSent = JSON.stringify(value);
    const firstSection = first.content.slice(first.content.indexOf("## "));
    for (const paidText of [firstSection.split("\n\n")[1]!.slice(0, 60), "Your action steps", "Key takeaways"]) {
      expect(everythingSent).not.toContain(paidText);
    }
    for (const other of lessons.filter((lesson) => lesson.courseId === "budget-bootcamp" && lesson.lessonNumber > 1)) {
      expect(everythingSent).not.toContain(other.content.slice(0, 60));
    }
  });

  it("only previews for preview=true", async () => {
    const { value } = routeResult(await courseLoader(courseRequest("budget-bootcamp", { query: "?preview=1" })));
    expect(value.preview).toBe(false);
    expect(value.opening).toBeNull();
  });

  it("marks the signed-in learner's completed lessons, in the same single round trip, and keeps the page private", async () => {
    const ana = await createUser("CA");
    const bob = await createUser("US");
    const rows = await test.client.execute(
      "select id, lesson_number from course_lessons where course_id = 'budget-bootcamp' order by lesson_number",
    );
    const lessonId = (n: number) => Number(rows.rows[n - 1]!.id);
    await test.db.insert(userProgress).values([
      { userId: ana.id, courseId: "budget-bootcamp", lessonId: lessonId(1), completed: true, completedAt: new Date() },
      { userId: ana.id, courseId: "budget-bootcamp", lessonId: lessonId(2), completed: false, completedAt: null },
      { userId: bob.id, courseId: "budget-bootcamp", lessonId: lessonId(3), completed: true, completedAt: new Date() },
    ]);
    test.roundTrips.count = 0;
    const { value, headers } = routeResult(await courseLoader(courseRequest("budget-bootcamp", { cookie: ana.cookie })));
    expect(test.roundTrips.count).toBe(1);
    expect(value.lessons.map((lesson: { completed: boolean }) => lesson.completed)).toEqual([true, false, false, false, false, false, false]);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("shows no progress for an ended session", async () => {
    const ana = await createUser("CA");
    const rows = await test.client.execute("select id from course_lessons where course_id = 'budget-bootcamp' and lesson_number = 1");
    await test.db
      .insert(userProgress)
      .values({ userId: ana.id, courseId: "budget-bootcamp", lessonId: Number(rows.rows[0]!.id), completed: true });
    await test.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const { value } = routeResult(await courseLoader(courseRequest("budget-bootcamp", { cookie: ana.cookie })));
    expect(value.lessons.some((lesson: { completed: boolean }) => lesson.completed)).toBe(false);
  });

  it("answers 404 for an unknown course, or for a product name used as a slug", async () => {
    for (const courseId of ["nope", "debt-elimination-challenge"]) {
      const thrown = await courseLoader(courseRequest(courseId)).catch((error) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
  });
});

describe("display currency (root loader)", () => {
  async function currencyFor({ country = null, cookie }: { country?: string | null; cookie?: string } = {}) {
    test.context.requestCountry = country;
    const request = new Request("http://localhost/", { headers: cookie ? { Cookie: cookie } : {} });
    return routeResult(await rootLoader(args(request)));
  }

  async function switchTo(currency: string, returnTo = "/courses") {
    const request = new Request("http://localhost/currency", { method: "POST", body: new URLSearchParams({ currency, returnTo }) });
    return (await currencyAction(args(request))) as Response;
  }

  it("follows CF-IPCountry for visitors: CA pays in CAD, anyone else in USD", async () => {
    expect((await currencyFor({ country: "CA" })).value.currency).toBe("CAD");
    expect((await currencyFor({ country: "US" })).value.currency).toBe("USD");
    expect((await currencyFor({ country: "GB" })).value.currency).toBe("USD");
    expect((await currencyFor()).value.currency).toBe("USD");
  });

  it("uses the signed-in user's country over where the request comes from", async () => {
    const ana = await createUser("CA");
    const bob = await createUser("US");
    expect((await currencyFor({ country: "US", cookie: ana.cookie })).value.currency).toBe("CAD");
    expect((await currencyFor({ country: "CA", cookie: bob.cookie })).value.currency).toBe("USD");
  });

  it("lets the switch win, remembered in a cookie, and goes back where it came from", async () => {
    const response = await switchTo("USD", "/courses?preview=true");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/courses?preview=true");
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^currency=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=31536000/);
    const choice = setCookie.split(";")[0]!;

    expect((await currencyFor({ country: "CA", cookie: choice })).value.currency).toBe("USD");
    const ana = await createUser("CA");
    expect((await currencyFor({ country: "CA", cookie: `${ana.cookie}; ${choice}` })).value.currency).toBe("USD");
    const cad = (await switchTo("CAD")).headers.get("Set-Cookie")!.split(";")[0]!;
    expect((await currencyFor({ country: "US", cookie: cad })).value.currency).toBe("CAD");
  });

  it("answers the switch's fetcher (no returnTo) in place, with the cookie and without a redirect", async () => {
    const request = new Request("http://localhost/currency", { method: "POST", body: new URLSearchParams({ currency: "CAD" }) });
    const answer = routeResult(await currencyAction(args(request)));
    expect(answer.status).toBe(200);
    expect(answer.value).toEqual({ currency: "CAD" });
    expect(answer.headers.get("Location")).toBeNull();
    const choice = answer.headers.get("Set-Cookie")!.split(";")[0]!;
    expect((await currencyFor({ country: "US", cookie: choice })).value.currency).toBe("CAD");
  });

  it("ignores unknown currencies, junk cookies and off-site return addresses", async () => {
    const refused = await switchTo("EUR");
    expect(refused.status).toBe(303);
    expect(refused.headers.get("Set-Cookie")).toBeNull();
    expect((await switchTo("CAD", "https://evil.example/")).headers.get("Location")).toBe("/");
    expect((await switchTo("CAD", "//evil.example/")).headers.get("Location")).toBe("/");
    const empty = routeResult(
      await currencyAction(args(new Request("http://localhost/currency", { method: "POST", body: new URLSearchParams() }))),
    );
    expect(empty.status).toBe(400);
    expect(empty.headers.get("Set-Cookie")).toBeNull();
    for (const cookie of ["currency=garbage", `currency=${btoa(JSON.stringify("EUR"))}`, "currency="]) {
      expect((await currencyFor({ country: "CA", cookie })).value.currency).toBe("CAD");
    }
  });

  it("makes a visitor's page cacheable, and any request with cookies private", async () => {
    const visitor = await currencyFor({ country: "CA" });
    expect(visitor.headers.has("Cache-Control")).toBe(false);
    expect(visitor.value.origin).toBe("http://localhost:3000");
    const withCookie = await currencyFor({ cookie: "currency=x" });
    expect(withCookie.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("lesson URL redirect, sitemap and robots", () => {
  it("moves /courses/{id}/lessons/{n} permanently to /courses/{id}/lesson/{n}, keeping the query", async () => {
    const request = new Request("http://localhost/courses/budget-bootcamp/lessons/3?x=1");
    const response = (await lessonsRedirect(args(request, { courseId: "budget-bootcamp", lessonNumber: "3" }))) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/courses/budget-bootcamp/lesson/3?x=1");
    const odd = (await lessonsRedirect(args(new Request("http://localhost/"), { courseId: "a b", lessonNumber: "../x" }))) as Response;
    expect(odd.headers.get("Location")).toBe("/courses/a%20b/lesson/..%2Fx");
  });

  it("serves the sitemap and robots.txt with the site's absolute URLs", async () => {
    const sitemap = (await sitemapLoader(args(new Request("http://localhost/sitemap.xml")))) as Response;
    expect(sitemap.headers.get("Content-Type")).toMatch(/^application\/xml/);
    expect(sitemap.headers.get("Cache-Control")).toMatch(/^public/);
    expect(await sitemap.text()).toContain("<loc>http://localhost:3000/courses/debt-challenge</loc>");
    const robots = (await robotsLoader(args(new Request("http://localhost/robots.txt")))) as Response;
    expect(robots.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});

describe("404 loader", () => {
  it("logs the attempted path and answers 404", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const thrown = await notFoundLoader(args(new Request("http://localhost/no/such/page?x=1"))).catch((error) => error);
    expect((thrown as Response).status).toBe(404);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("/no/such/page"));
    warn.mockRestore();
  });
});

describe("flash toasts", () => {
  async function post(body: Record<string, string>) {
    const request = new Request("http://localhost/checkout", { method: "POST", body: new URLSearchParams(body) });
    return (await checkoutAction(args(request))) as Response;
  }

  it("carries the spec's toast across the redirect and shows it once", async () => {
    const response = await post({ plan: "premium", returnTo: "/#pricing" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/#pricing");
    const cookie = response.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const next = new Request("http://localhost/", { headers: { Cookie: cookie.split(";")[0]! } });
    const { value, headers } = routeResult(await rootLoader(args(next)));
    expect(value.toast).toMatchObject({
      type: "error",
      title: "Authentication Required",
      description: "Please log in to subscribe to a plan.",
    });
    expect(headers.get("Set-Cookie")).toMatch(/toast=;.*Max-Age=0/);
  });

  it("uses the purchase wording for a course and returns to the course page", async () => {
    const response = await post({ product: "debt_challenge" });
    expect(response.headers.get("Location")).toBe("/courses/debt-challenge");
    const next = new Request("http://localhost/", { headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0]! } });
    expect(routeResult(await rootLoader(args(next))).value.toast.description).toBe("Please log in to purchase this course.");
  });

  it("tells a signed-in user when no payment provider is configured, and charges nothing", async () => {
    const ana = await createUser("CA");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const body of [{ plan: "elite" }, { product: "budget_bootcamp" }] as Record<string, string>[]) {
      const request = new Request("http://localhost/checkout", {
        method: "POST",
        body: new URLSearchParams(body),
        headers: { Cookie: ana.cookie },
      });
      const response = (await checkoutAction(args(request))) as Response;
      const next = new Request("http://localhost/", { headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0]! } });
      expect(routeResult(await rootLoader(args(next))).value.toast).toMatchObject({
        type: "error",
        title: "Payments are not available",
        description: "Payments are not set up on this site yet, so you have not been charged.",
      });
    }
    expect((await test.client.execute("select count(*) as n from orders")).rows[0]!.n).toBe(0);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/no payment provider/));
  });

  it("never redirects off-site", async () => {
    const response = await post({ plan: "basic", returnTo: "https://evil.example/" });
    expect(response.headers.get("Location")).toBe("/#pricing");
  });

  it("explains an unknown plan instead of failing", async () => {
    const response = await post({ plan: "platinum" });
    expect(response.status).toBe(302);
    const next = new Request("http://localhost/", { headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0]! } });
    expect(routeResult(await rootLoader(args(next))).value.toast).toMatchObject({ type: "error", title: "Error" });
  });

  it("ignores a tampered toast cookie", async () => {
    const response = await post({ plan: "premium" });
    const [name, value] = response.headers.get("Set-Cookie")!.split(";")[0]!.split("=");
    const tampered = `${name}=${value!.replace(/^.{4}/, "AAAA")}`;
    const { value: data } = routeResult(await rootLoader(args(new Request("http://localhost/", { headers: { Cookie: tampered } }))));
    expect(data.toast).toBeNull();
  });
});
