import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadLessonSources, writeLessons } from "../../db/content";
import { seedIfEmpty } from "../../db/migrate";
import { action as checkoutAction } from "../../app/routes/checkout";
import { loader as courseLoader } from "../../app/routes/courses.$courseId";
import { loader as notFoundLoader } from "../../app/routes/$";
import { loader as rootLoader } from "../../app/root";
import { createTestDatabase } from "../support/database";

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.cleanup());

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: test.context });

/** Unwraps what Remix's `data()` returns into its value and headers. */
function unwrap(result: unknown): { value: any; headers: Headers } {
  const wrapped = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (wrapped?.type === "DataWithResponseInit") return { value: wrapped.data, headers: new Headers(wrapped.init?.headers) };
  return { value: result, headers: new Headers() };
}

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
    await writeLessons(test.db, lessons.map((lesson) => ({ ...lesson, title: `${lesson.title} (updated)` })));
    const after = await test.client.execute("select id, course_id, lesson_number, title from course_lessons order by id");
    expect(after.rows.map((row) => row.id)).toEqual(before.rows.map((row) => row.id));
    expect(after.rows.every((row) => String(row.title).endsWith("(updated)"))).toBe(true);
  });
});

describe("course page loader", () => {
  it("returns the course and its lessons in order, in one round trip", async () => {
    await seedIfEmpty(test.db);
    test.roundTrips.count = 0;
    const result = await courseLoader(args(new Request("http://localhost/courses/debt-challenge"), { courseId: "debt-challenge" }));
    expect(test.roundTrips.count).toBe(1);
    expect(result.course.productName).toBe("debt-elimination-challenge");
    expect(result.lessons.map((lesson) => lesson.lessonNumber)).toEqual([1, 2, 3, 4]);
    expect(result.lessons[0]).not.toHaveProperty("content");
    expect(result.currency).toBe("USD");
  });

  it("shows Canadian visitors prices in CAD", async () => {
    test.context.requestCountry = "CA";
    const result = await courseLoader(args(new Request("http://localhost/courses/budget-bootcamp"), { courseId: "budget-bootcamp" }));
    expect(result.currency).toBe("CAD");
  });

  it("answers 404 for an unknown course, or for a product name used as a slug", async () => {
    for (const courseId of ["nope", "debt-elimination-challenge"]) {
      const thrown = await courseLoader(args(new Request(`http://localhost/courses/${courseId}`), { courseId })).catch((error) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
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
    const { value, headers } = unwrap(await rootLoader(args(next)));
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
    expect(unwrap(await rootLoader(args(next))).value.toast.description).toBe("Please log in to purchase this course.");
  });

  it("never redirects off-site", async () => {
    const response = await post({ plan: "basic", returnTo: "https://evil.example/" });
    expect(response.headers.get("Location")).toBe("/#pricing");
  });

  it("explains an unknown plan instead of failing", async () => {
    const response = await post({ plan: "platinum" });
    expect(response.status).toBe(302);
    const next = new Request("http://localhost/", { headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0]! } });
    expect(unwrap(await rootLoader(args(next))).value.toast).toMatchObject({ type: "error", title: "Error" });
  });

  it("ignores a tampered toast cookie", async () => {
    const response = await post({ plan: "premium" });
    const [name, value] = response.headers.get("Set-Cookie")!.split(";")[0]!.split("=");
    const tampered = `${name}=${value!.replace(/^.{4}/, "AAAA")}`;
    const { value: data } = unwrap(await rootLoader(args(new Request("http://localhost/", { headers: { Cookie: tampered } }))));
    expect(data.toast).toBeNull();
  });
});
