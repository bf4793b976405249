import { readToast } from "~/lib/http/toast.server";
import type { LoaderFunctionArgs, ServerBuild } from "@remix-run/cloudflare";
import { and, eq, isNull } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loader as rootLoader } from "~/root";
import { action as lessonAction, loader as lessonLoader } from "~/routes/courses.$courseId_.lesson.$lessonNumber";
import { action as achievementsAction, loader as achievementsLoader } from "~/routes/dashboard.achievements";
import { loader as progressLoader } from "~/routes/dashboard.progress";
import { loader as certificateLoader } from "~/routes/certificates.$certificateId";
import { loader as courseLoader } from "~/routes/courses.$courseId";
import { loadLessonSources } from "../../content/compile";
import {
  certificates,
  courseLessons,
  earnedBadges,
  orders,
  profiles,
  quizAttempts,
  subscribers,
  userProgress,
  users,
  type OrderStatus,
} from "../../db/schema";
import { loadServerBuild } from "../../server/node";
import { localParts, viewerZone } from "~/features/time-zones/domain/zoned-time";
import { createSeededTestDatabase } from "../support/database";
import { createSignedInUser } from "../support/loaders";
import { sendThroughPipeline, servePage } from "../support/pipeline";
import { JSDOM } from "jsdom";
import { routeResult } from "../support/route-result";
import { finalAnswers, passFinalThroughRoute, rightValues } from "../support/assessments";
import { action as finalAssessmentAction } from "~/routes/courses.$courseId_.assessment";
import { findCourseBySlug } from "~/lib/domain/catalog";

let test: Awaited<ReturnType<typeof createSeededTestDatabase>>;
beforeEach(async () => {
  test = await createSeededTestDatabase();
});
afterEach(() => test.cleanup());

const DAY = 86_400_000;

async function addOrder(userId: string, productName: string, status: OrderStatus) {
  await test.db.insert(orders).values({ id: crypto.randomUUID(), userId, productName, status, amount: 4700, currency: "USD" });
}

async function subscribe(userId: string, end: Date, tier: "basic" | "premium" | "elite" = "premium") {
  await test.db.insert(subscribers).values({ userId, subscribed: true, subscriptionTier: tier, subscriptionEnd: end });
}

function lessonArgs(courseId: string, lessonNumber: string, cookie?: string, init: RequestInit = {}) {
  const request = new Request(`http://localhost/courses/${courseId}/lesson/${lessonNumber}`, {
    ...init,
    headers: cookie ? { Cookie: cookie } : {},
  });
  return { request, params: { courseId, lessonNumber }, context: test.requestContext() };
}

/** The lesson loader's answer, thrown or returned, as value + status + headers. */
async function loadLesson(courseId: string, lessonNumber: string, cookie?: string) {
  return routeResult(await lessonLoader(lessonArgs(courseId, lessonNumber, cookie)).catch((thrown: unknown) => thrown));
}

async function bootcampText(lessonNumber: number) {
  const lesson = (await loadLessonSources()).find((entry) => entry.courseId === "budget-bootcamp" && entry.lessonNumber === lessonNumber)!;
  // The lesson's first section heading: past any preview's opening, and on no list.
  return /^## (.+)$/m.exec(lesson.content)![1]!;
}

describe("lesson access, decided on the server", () => {
  it("tells a visitor to log in (401), private, with no lesson text", async () => {
    const { value, status, headers } = await loadLesson("budget-bootcamp", "2");
    expect(status).toBe(401);
    expect(value.state).toBe("login-required");
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(JSON.stringify(value)).not.toContain(await bootcampText(2));
  });

  it("grants a paid order for the course's order product name", async () => {
    const ana = await createSignedInUser(test);
    await addOrder(ana.id, "budget-bootcamp", "paid");
    const { value, status, headers } = await loadLesson("budget-bootcamp", "2", ana.cookie);
    expect(status).toBe(200);
    expect(value.state).toBe("lesson");
    expect(value.lesson.contentHtml).toContain(await bootcampText(2));
    expect(headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("refuses (403, no text) another user's paid order, another course's, and orders that are not paid", async () => {
    const ana = await createSignedInUser(test);
    const bob = await createSignedInUser(test);
    await addOrder(bob.id, "budget-bootcamp", "paid");
    await addOrder(ana.id, "debt-elimination-challenge", "paid");
    for (const status of ["pending", "completed", "failed", "cancelled", "refunded"] as const) await addOrder(ana.id, "budget-bootcamp", status);
    const { value, status } = await loadLesson("budget-bootcamp", "1", ana.cookie);
    expect(status).toBe(403);
    expect(value.state).toBe("access-required");
    expect(JSON.stringify(value)).not.toContain(await bootcampText(1));
    // The debt challenge's order is named by its product name, not its slug, and opens it.
    expect((await loadLesson("debt-challenge", "1", ana.cookie)).status).toBe(200);
  });

  it("opens the Bootcamp alone to Basic, offering an upgrade to Premium on the other courses, without their content", async () => {
    const ana = await createSignedInUser(test);
    await subscribe(ana.id, new Date(Date.now() + 30 * DAY), "basic");
    expect((await loadLesson("budget-bootcamp", "2", ana.cookie)).value.state).toBe("lesson");
    for (const course of ["debt-challenge", "financial-masterclass"]) {
      const { status, value } = await loadLesson(course, "1", ana.cookie);
      expect(status, course).toBe(403);
      expect(value).toMatchObject({ state: "access-required", offer: { kind: "upgrade", tier: "premium" } });
      expect(value).not.toHaveProperty("lesson");
    }
    // A purchase opens its course whatever the plan.
    await addOrder(ana.id, "financial-masterclass", "paid");
    expect((await loadLesson("financial-masterclass", "1", ana.cookie)).value.state).toBe("lesson");
  });

  it("grants an active Premium subscription every course, and not an expired one", async () => {
    const ana = await createSignedInUser(test);
    await subscribe(ana.id, new Date(Date.now() + 30 * DAY));
    for (const course of ["budget-bootcamp", "debt-challenge", "financial-masterclass"]) {
      expect((await loadLesson(course, "1", ana.cookie)).value.state, course).toBe("lesson");
    }
    await test.db.update(subscribers).set({ subscriptionEnd: new Date(Date.now() - DAY) });
    expect((await loadLesson("budget-bootcamp", "1", ana.cookie)).status).toBe(403);
  });

  it("answers 'Invalid lesson URL' for a bad number or course and 'Lesson not found' for a missing lesson", async () => {
    for (const [course, number, status] of [
      ["budget-bootcamp", "0", 400],
      ["budget-bootcamp", "abc", 400],
      ["no-such-course", "1", 404],
    ] as const) {
      const answer = await loadLesson(course, number);
      expect([answer.status, answer.value.kind], `${course}/${number}`).toEqual([status, "invalid"]);
    }
    const missing = await loadLesson("budget-bootcamp", "8");
    expect([missing.status, missing.value.kind]).toEqual([404, "not-found"]);
  });

  it("answers 'Failed to load lesson' (500) when the database fails, and logs it", async () => {
    const ana = await createSignedInUser(test);
    await test.client.execute("drop table certificates");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await loadLesson("budget-bootcamp", "1", ana.cookie);
    expect([failed.status, failed.value.kind]).toEqual([500, "failed"]);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining(`"message":"Lesson load failed","method":"GET","path":"/courses/budget-bootcamp/lesson/1"`),
    );
    logged.mockRestore();
  });

  it("reads the session and the whole lesson page in one round trip", async () => {
    const ana = await createSignedInUser(test);
    await addOrder(ana.id, "budget-bootcamp", "paid");
    const context = test.requestContext();
    const request = () => new Request("http://localhost/courses/budget-bootcamp/lesson/3", { headers: { Cookie: ana.cookie } });
    test.roundTrips.count = 0;
    const [, lesson] = await Promise.all([
      rootLoader({ request: request(), params: {}, context }),
      lessonLoader({ request: request(), params: { courseId: "budget-bootcamp", lessonNumber: "3" }, context }),
    ]);
    expect(test.roundTrips.count).toBe(1);
    expect(routeResult(lesson).value.lessons).toHaveLength(7);
  });
});

describe("the lesson page as served (the real build and request pipeline)", () => {
  let build: ServerBuild;
  beforeAll(async () => {
    build = await loadServerBuild();
  });

  async function setVideo(lessonNumber: number, videoUrl: string) {
    await test.db
      .update(courseLessons)
      .set({ videoUrl })
      .where(and(eq(courseLessons.courseId, "budget-bootcamp"), eq(courseLessons.lessonNumber, lessonNumber)));
  }

  it("says on the page, without JavaScript, that Complete and continue saved nothing when the save fails", async () => {
    const ana = await createSignedInUser(test);
    await addOrder(ana.id, "budget-bootcamp", "paid");
    await test.client.execute("create trigger test_progress_refused before insert on user_progress begin select raise(abort, 'refused'); end");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { response, text } = await sendThroughPipeline(build, test, "/courses/budget-bootcamp/lesson/2", {
      body: { intent: "complete-and-continue" },
      cookie: ana.cookie,
    });
    expect(response.status).toBe(500);
    const document = new JSDOM(text).window.document;
    expect(document.querySelector('[role="alert"][data-testid="lesson-save-error"]')?.textContent).toBe(
      "Your progress could not be saved. Please try again.",
    );
    // The lesson is still there to try again.
    expect(document.querySelector("h1")?.textContent).toBe("Day 2 — The 50/30/20 Rule");
    logged.mockRestore();
    await test.client.execute("drop trigger test_progress_refused");
  });

  it("embeds a lesson's video from an origin the CSP's frame-src allows, with the plain link beside it", async () => {
    const ana = await createSignedInUser(test);
    await addOrder(ana.id, "budget-bootcamp", "paid");
    await setVideo(2, "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await setVideo(3, "https://videos.example.com/day-3.mp4");

    const { response, document } = await servePage(build, test, "/courses/budget-bootcamp/lesson/2", { cookie: ana.cookie });
    expect(response.status).toBe(200);
    const frames = [...document.querySelectorAll("iframe")];
    expect(frames.map((frame) => frame.getAttribute("src"))).toEqual(["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]);
    const frameSrc = /frame-src ([^;]+)/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1]?.split(" ");
    expect(frameSrc).toContain(new URL(frames[0]!.getAttribute("src")!).origin);
    const videoLink = (page: Document) =>
      [...page.querySelectorAll("a")].find((anchor) => anchor.textContent === "Watch the video for this lesson");
    expect(videoLink(document)?.getAttribute("href")).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    // The lesson text is the video's alternative, and the frame says so.
    const alternative = document.getElementById(frames[0]!.getAttribute("aria-describedby")!);
    expect(alternative?.textContent).toContain("The lesson text below covers everything in the video");

    // An address no embed is allowed for is offered as the link alone.
    const other = await servePage(build, test, "/courses/budget-bootcamp/lesson/3", { cookie: ana.cookie });
    expect(other.document.querySelectorAll("iframe")).toHaveLength(0);
    expect(videoLink(other.document)?.getAttribute("href")).toBe("https://videos.example.com/day-3.mp4");

    // An address that is not https is not shown at all.
    await setVideo(3, "http://videos.example.com/day-3.mp4");
    const plain = await servePage(build, test, "/courses/budget-bootcamp/lesson/3", { cookie: ana.cookie });
    expect(plain.html).not.toContain("videos.example.com");

    // The video is lesson content: a visitor is not given it.
    const visitor = await servePage(build, test, "/courses/budget-bootcamp/lesson/2");
    expect(visitor.response.status).toBe(401);
    expect(visitor.html).not.toContain("dQw4w9WgXcQ");
  });

  it("plays a lesson's video file in the page from the media host the CSP names, with captions, no autoplay and the link as fallback", async () => {
    const ana = await createSignedInUser(test);
    await addOrder(ana.id, "budget-bootcamp", "paid");
    await test.db
      .update(courseLessons)
      .set({ videoUrl: "https://media.example.com/day-4.mp4", captionsUrl: "https://media.example.com/day-4.en.vtt" })
      .where(and(eq(courseLessons.courseId, "budget-bootcamp"), eq(courseLessons.lessonNumber, 4)));
    const env = { MEDIA_ORIGIN: "https://media.example.com" };

    const { response, document } = await servePage(build, test, "/courses/budget-bootcamp/lesson/4", { cookie: ana.cookie, env });
    expect(response.headers.get("Content-Security-Policy")).toContain("media-src 'self' https://media.example.com;");
    const video = document.querySelector("video")!;
    expect(video.hasAttribute("controls")).toBe(true);
    expect(video.hasAttribute("autoplay")).toBe(false);
    expect(video.getAttribute("crossorigin")).toBe("anonymous");
    expect(video.querySelector("source")?.getAttribute("src")).toBe("https://media.example.com/day-4.mp4");
    expect(video.querySelector("source")?.getAttribute("type")).toBe("video/mp4");
    const track = video.querySelector("track")!;
    expect([track.getAttribute("kind"), track.getAttribute("src"), track.getAttribute("srclang")]).toEqual([
      "captions",
      "https://media.example.com/day-4.en.vtt",
      "en",
    ]);
    expect(video.querySelector("a")?.getAttribute("href")).toBe("https://media.example.com/day-4.mp4");
    expect(document.querySelectorAll("iframe")).toHaveLength(0);

    // Without MEDIA_ORIGIN the CSP would block that host: the page offers the link alone.
    const unconfigured = await servePage(build, test, "/courses/budget-bootcamp/lesson/4", { cookie: ana.cookie });
    expect(unconfigured.response.headers.get("Content-Security-Policy")).toContain("media-src 'self';");
    expect(unconfigured.document.querySelectorAll("video")).toHaveLength(0);
    expect(
      [...unconfigured.document.querySelectorAll("a")].some((anchor) => anchor.getAttribute("href") === "https://media.example.com/day-4.mp4"),
    ).toBe(true);
  });

  it("answers every worksheet URL that names no worksheet with the lesson's HTML error page and its status; the CSV URL leads there", async () => {
    const ana = await createSignedInUser(test);
    await addOrder(ana.id, "debt-elimination-challenge", "paid");
    await test.db
      .update(courseLessons)
      .set({ worksheet: [] })
      .where(and(eq(courseLessons.courseId, "debt-challenge"), eq(courseLessons.lessonNumber, 3)));
    const cases = [
      ["/courses/no-such-course/lesson/1/worksheet", 404, "Invalid lesson URL"],
      ["/courses/debt-challenge/lesson/zero/worksheet", 400, "Invalid lesson URL"],
      ["/courses/debt-challenge/lesson/0/worksheet", 400, "Invalid lesson URL"],
      ["/courses/debt-challenge/lesson/9/worksheet", 404, "Lesson not found"],
      ["/courses/debt-challenge/lesson/3/worksheet", 404, "No worksheet for this lesson"],
    ] as const;
    for (const [printable, status, heading] of cases) {
      const { response, document } = await servePage(build, test, printable, { cookie: ana.cookie });
      expect([response.status, response.headers.get("Content-Type")], printable).toEqual([status, "text/html; charset=utf-8"]);
      expect(document.querySelector("h1")?.textContent, printable).toBe(heading);
      // The site's page: its header and footer around the message.
      expect(document.querySelector("header") && document.querySelector("footer"), printable).toBeTruthy();
      // The file's URL sends the browser to that page (not JSON, not a bare status).
      const file = await servePage(build, test, `${printable}.csv`, { cookie: ana.cookie });
      expect([file.response.status, file.response.headers.get("Location")], `${printable}.csv`).toEqual([302, printable]);
    }
    // A visitor asking for the file is sent the same way, and from there to the lesson's gate.
    const visitor = await servePage(build, test, "/courses/debt-challenge/lesson/2/worksheet.csv");
    expect([visitor.response.status, visitor.response.headers.get("Location")]).toEqual([302, "/courses/debt-challenge/lesson/2/worksheet"]);
    // And the learner gets the file.
    const file = await servePage(build, test, "/courses/debt-challenge/lesson/2/worksheet.csv", { cookie: ana.cookie });
    expect([file.response.status, file.response.headers.get("Content-Type")]).toEqual([200, "text/csv; charset=utf-8"]);
  });

  it("refuses ?_data requests (Remix's data protocol before Single Fetch) before any loader runs, so no gate is bypassed", async () => {
    const bob = await createSignedInUser(test);
    for (const cookie of [undefined, bob.cookie]) {
      for (const route of ["routes/courses.$courseId_.lesson.$lessonNumber", "root"]) {
        const path = `/courses/budget-bootcamp/lesson/2?_data=${encodeURIComponent(route)}`;
        test.roundTrips.count = 0;
        const { response, html } = await servePage(build, test, path, { cookie });
        expect([response.status, response.headers.get("Cache-Control")], path).toEqual([400, "no-store"]);
        expect(html).not.toContain(await bootcampText(2));
        expect(test.roundTrips.count, path).toBe(0);
      }
    }
  });
});

describe("lesson progress", () => {
  function post(courseId: string, lessonNumber: string, cookie: string, intent: string, fields: Record<string, string> = {}) {
    const body = new URLSearchParams({ intent, ...fields });
    return lessonAction(lessonArgs(courseId, lessonNumber, cookie, { method: "POST", body })).catch((thrown: unknown) => thrown);
  }

  function progressRows(userId: string) {
    return test.db.select().from(userProgress).where(eq(userProgress.userId, userId));
  }

  it("upserts completed with a timestamp, then incomplete with none; without JavaScript it returns to the form's place", async () => {
    const ana = await createSignedInUser(test);
    await addOrder(ana.id, "budget-bootcamp", "paid");
    const done = (await post("budget-bootcamp", "2", ana.cookie, "complete", { place: "lesson-navigation" })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/courses/budget-bootcamp/lesson/2#lesson-navigation");
    let [row] = await progressRows(ana.id);
    expect(row).toMatchObject({ courseId: "budget-bootcamp", completed: true });
    expect(row!.completedAt).toBeInstanceOf(Date);

    // The fetcher (JavaScript) posts no place: data, and the page stays where it is.
    const undone = routeResult(await post("budget-bootcamp", "2", ana.cookie, "incomplete"));
    expect([undone.status, undone.value]).toEqual([200, { saved: true }]);
    const rows = await progressRows(ana.id);
    expect(rows).toHaveLength(1);
    [row] = rows;
    expect(row).toMatchObject({ completed: false, completedAt: null });
    // A place that is not one of the page's is ignored, not echoed into the redirect.
    expect(routeResult(await post("budget-bootcamp", "2", ana.cookie, "complete", { place: "https://evil.example" })).status).toBe(200);
  });

  it("Complete and continue saves the lesson and opens the next one, then the first one left open, then the course-complete card", async () => {
    const ana = await createSignedInUser(test);
    await subscribe(ana.id, new Date(Date.now() + 30 * DAY));
    const location = async (lessonNumber: string) =>
      ((await post("debt-challenge", lessonNumber, ana.cookie, "complete-and-continue")) as Response).headers.get("Location");
    expect(await location("1")).toBe("/courses/debt-challenge/lesson/2#lesson-title");
    expect(await location("3")).toBe("/courses/debt-challenge/lesson/4#lesson-title");
    // Lesson 2 was skipped: the last lesson leads back to it.
    expect(await location("4")).toBe("/courses/debt-challenge/lesson/2#lesson-title");
    expect(await location("2")).toBe("/courses/debt-challenge/lesson/2#course-complete");
    expect((await progressRows(ana.id)).every((row) => row.completed)).toBe(true);
    // The certificate waits for the final assessment, as with Mark Complete.
    expect(await test.db.select().from(certificates)).toHaveLength(0);
  });

  it("refuses with 403 and writes nothing without access to the course", async () => {
    const ana = await createSignedInUser(test);
    await addOrder(ana.id, "financial-masterclass", "paid");
    const answer = routeResult(await post("budget-bootcamp", "1", ana.cookie, "complete"));
    expect(answer.status).toBe(403);
    expect(await progressRows(ana.id)).toEqual([]);
  });

  it("writes nothing when a refund lands between the save's read and its write: the statement that writes holds the course", async () => {
    const ana = await createSignedInUser(test);
    await addOrder(ana.id, "budget-bootcamp", "paid");
    // A first lesson completed would also earn First Steps, a badge written in the same batch.
    const context = test.requestContext();
    const batch = context.db.batch.bind(context.db);
    const writesProgress = (queries: readonly unknown[]) =>
      queries.some((query) => /insert into "user_progress"/.test((query as { toSQL?: () => { sql: string } }).toSQL?.().sql ?? ""));
    const refundFirst = vi.spyOn(context.db, "batch").mockImplementation(async (queries) => {
      if (writesProgress(queries)) await test.db.update(orders).set({ status: "refunded" }).where(eq(orders.userId, ana.id));
      return batch(queries);
    });
    const body = new URLSearchParams({ intent: "complete" });
    const request = new Request("http://localhost/courses/budget-bootcamp/lesson/1", { method: "POST", body, headers: { Cookie: ana.cookie } });
    const answer = routeResult(await lessonAction({ request, params: { courseId: "budget-bootcamp", lessonNumber: "1" }, context }));
    refundFirst.mockRestore();
    expect(answer.status).toBe(403);
    expect(await progressRows(ana.id)).toEqual([]);
    expect(await test.db.select().from(earnedBadges)).toEqual([]);
  });

  it("answers a failed save with a message (500), so the page keeps the saved state", async () => {
    const ana = await createSignedInUser(test);
    await addOrder(ana.id, "budget-bootcamp", "paid");
    await test.client.execute("drop table certificates");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = routeResult(await post("budget-bootcamp", "1", ana.cookie, "complete"));
    expect([answer.status, answer.value.error]).toEqual([500, "Your progress could not be saved. Please try again."]);
    expect(await progressRows(ana.id)).toEqual([]);
    logged.mockRestore();
  });

  it("refuses a visitor with 401 and an unknown intent with 400", async () => {
    const ana = await createSignedInUser(test);
    await addOrder(ana.id, "budget-bootcamp", "paid");
    expect(routeResult(await post("budget-bootcamp", "1", "", "complete")).status).toBe(401);
    expect(routeResult(await post("budget-bootcamp", "1", ana.cookie, "delete")).status).toBe(400);
    expect(await progressRows(ana.id)).toEqual([]);
  });

  it("issues the course's certificate once every lesson is complete and the final assessment passed, in either order, once", async () => {
    const ana = await createSignedInUser(test);
    await subscribe(ana.id, new Date(Date.now() + 30 * DAY));
    for (const n of ["1", "2", "3"]) await post("debt-challenge", n, ana.cookie, "complete");
    expect(((await passFinalThroughRoute(test.requestContext(), ana, "debt-challenge")) as Response).status).toBe(302);
    // Passed, with a lesson still open: no certificate yet.
    expect(await test.db.select().from(certificates)).toEqual([]);
    await post("debt-challenge", "4", ana.cookie, "complete");
    const [certificate] = await test.db.select().from(certificates);
    const [passed] = await test.db.select().from(quizAttempts).where(eq(quizAttempts.userId, ana.id));
    expect(certificate).toMatchObject({ userId: ana.id, courseId: "debt-challenge", assessmentAttemptId: passed!.id });
    expect(certificate!.id).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await post("debt-challenge", "4", ana.cookie, "incomplete");
    await post("debt-challenge", "4", ana.cookie, "complete");
    expect(await test.db.select().from(certificates)).toEqual([certificate]);
    const { value } = await loadLesson("debt-challenge", "4", ana.cookie);
    expect(value.certificateId).toBe(certificate!.id);

    // The other order: every lesson first, then the pass issues it, dated by the pass.
    const bob = await createSignedInUser(test);
    await subscribe(bob.id, new Date(Date.now() + 30 * DAY));
    for (const n of ["1", "2", "3", "4"]) await post("debt-challenge", n, bob.cookie, "complete");
    expect(await test.db.select().from(certificates).where(eq(certificates.userId, bob.id))).toEqual([]);
    await passFinalThroughRoute(test.requestContext(), bob, "debt-challenge");
    const [bobs] = await test.db.select().from(certificates).where(eq(certificates.userId, bob.id));
    const [bobPass] = await test.db.select().from(quizAttempts).where(eq(quizAttempts.userId, bob.id));
    expect(bobs).toMatchObject({ assessmentAttemptId: bobPass!.id, issuedAt: bobPass!.submittedAt });
  });
});

/** The learner's day of an instant, as their pages show the day a badge was earned. */
async function learnersDay(userId: string, at: Date): Promise<string> {
  const [user] = await test.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return localParts(at, viewerZone(user)).date;
}

const liveCertificates = () => test.db.select().from(certificates).where(isNull(certificates.revokedAt));

describe("achievements and certificates on the dashboard", () => {
  function dashboard<T>(loader: (args: LoaderFunctionArgs) => Promise<T>, path: string, cookie: string) {
    return loader({
      request: new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }),
      params: {},
      context: test.requestContext(),
    });
  }
  function complete(courseId: string, lessonNumber: number, cookie: string) {
    const body = new URLSearchParams({ intent: "complete" });
    return lessonAction(lessonArgs(courseId, String(lessonNumber), cookie, { method: "POST", body }));
  }

  it("earns First Steps, Course Complete and Halfway There from saved progress, with dates", async () => {
    const ana = await createSignedInUser(test);
    await addOrder(ana.id, "debt-elimination-challenge", "paid");
    let progress = await dashboard(progressLoader, "/dashboard/progress", ana.cookie);
    expect(progress.earned).toEqual([]);
    expect(progress.overall).toEqual({ enrolledCourses: 1, completedLessons: 0, totalLessons: 4, percent: 0 });

    await complete("debt-challenge", 1, ana.cookie);
    await complete("debt-challenge", 2, ana.cookie);
    progress = await dashboard(progressLoader, "/dashboard/progress", ana.cookie);
    expect(progress.earned.map((achievement) => achievement.title)).toEqual(["First Steps", "Halfway There"]);
    expect(progress.earned[0]!.earnedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The day it was earned where the learner lives: 04:30 UTC on March 4 is March 3 in Vancouver.
    await test.db.update(users).set({ timeZone: "America/Vancouver" }).where(eq(users.id, ana.id));
    await test.db
      .update(earnedBadges)
      .set({ earnedAt: new Date("2026-03-04T04:30:00Z") })
      .where(and(eq(earnedBadges.userId, ana.id), eq(earnedBadges.badgeId, "first-steps")));
    progress = await dashboard(progressLoader, "/dashboard/progress", ana.cookie);
    expect(progress.earned.find((achievement) => achievement.id === "first-steps")!.earnedOn).toBe("2026-03-03");

    await complete("debt-challenge", 3, ana.cookie);
    await passFinalThroughRoute(test.requestContext(), ana, "debt-challenge");
    await complete("debt-challenge", 4, ana.cookie);
    const page = await dashboard(achievementsLoader, "/dashboard/achievements", ana.cookie);
    const debt = page.achievements.find((achievement) => achievement.id === "course-complete-debt-challenge")!;
    expect(debt).toMatchObject({ earned: true, description: "Debt-Free in 90 Days Challenge" });
    expect(page.achievements.filter((achievement) => achievement.earned)).toHaveLength(3);
    expect(page.certificates["debt-challenge"]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("keeps Halfway There, with the date it was stored, after an upgrade adds lessons and the percentage drops below 50", async () => {
    const ana = await createSignedInUser(test);
    await subscribe(ana.id, new Date(Date.now() + 30 * DAY), "basic");
    for (const n of [1, 2, 3, 4]) await complete("budget-bootcamp", n, ana.cookie);
    const stored = await test.db.select().from(earnedBadges).where(eq(earnedBadges.userId, ana.id));
    expect(stored.map((badge) => badge.badgeId).sort()).toEqual(["first-steps", "halfway-there"]);
    const halfway = stored.find((badge) => badge.badgeId === "halfway-there")!;
    const fourth = await test.db
      .select({ completedAt: userProgress.completedAt })
      .from(userProgress)
      .innerJoin(courseLessons, eq(courseLessons.id, userProgress.lessonId))
      .where(and(eq(userProgress.userId, ana.id), eq(courseLessons.courseId, "budget-bootcamp"), eq(courseLessons.lessonNumber, 4)));
    expect(halfway.earnedAt).toEqual(fourth[0]!.completedAt);

    await test.db.update(subscribers).set({ subscriptionTier: "premium" }).where(eq(subscribers.userId, ana.id));
    const progress = await dashboard(progressLoader, "/dashboard/progress", ana.cookie);
    expect(progress.overall).toEqual({ enrolledCourses: 3, completedLessons: 4, totalLessons: 17, percent: 24 });
    const halfwayOn = await learnersDay(ana.id, halfway.earnedAt);
    expect(progress.earned.find((achievement) => achievement.id === "halfway-there")).toMatchObject({ earned: true, earnedOn: halfwayOn });
    const page = await dashboard(achievementsLoader, "/dashboard/achievements", ana.cookie);
    expect(page.achievements.find((achievement) => achievement.id === "halfway-there")).toMatchObject({ earned: true, earnedOn: halfwayOn });

    // Saving more progress as Premium neither drops the badge nor moves its date.
    await complete("debt-challenge", 1, ana.cookie);
    const again = await test.db
      .select()
      .from(earnedBadges)
      .where(and(eq(earnedBadges.userId, ana.id), eq(earnedBadges.badgeId, "halfway-there")));
    expect(again).toEqual([halfway]);
  });

  it("stores the badges a learner earned before badges were stored, at their next save", async () => {
    const ana = await createSignedInUser(test);
    await addOrder(ana.id, "budget-bootcamp", "paid");
    const lessons = await test.db.select().from(courseLessons).where(eq(courseLessons.courseId, "budget-bootcamp"));
    const first = lessons.find((lesson) => lesson.lessonNumber === 1)!;
    const earlier = new Date(Date.now() - 10 * DAY);
    await test.db
      .insert(userProgress)
      .values({ userId: ana.id, courseId: "budget-bootcamp", lessonId: first.id, completed: true, completedAt: earlier });
    expect(await test.db.select().from(earnedBadges)).toEqual([]);
    const progress = await dashboard(progressLoader, "/dashboard/progress", ana.cookie);
    expect(progress.earned).toMatchObject([{ id: "first-steps", earnedOn: await learnersDay(ana.id, earlier) }]);

    await lessonAction(lessonArgs("budget-bootcamp", "1", ana.cookie, { method: "POST", body: new URLSearchParams({ intent: "incomplete" }) }));
    expect(await test.db.select({ badgeId: earnedBadges.badgeId, earnedAt: earnedBadges.earnedAt }).from(earnedBadges)).toEqual([
      { badgeId: "first-steps", earnedAt: earlier },
    ]);
  });

  it("lets the learner revoke their certificate and issue a new one, never someone else's", async () => {
    const ana = await createSignedInUser(test);
    const bob = await createSignedInUser(test);
    await subscribe(ana.id, new Date(Date.now() + 30 * DAY));
    await passFinalThroughRoute(test.requestContext(), ana, "debt-challenge");
    for (const n of [1, 2, 3, 4]) await complete("debt-challenge", n, ana.cookie);
    const [first] = await test.db.select().from(certificates);

    const post = (cookie: string, fields: Record<string, string>) =>
      achievementsAction({
        request: new Request("http://localhost/dashboard/achievements", {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { Cookie: cookie },
        }),
        params: {},
        context: test.requestContext(),
      });
    const toastOf = async (answer: Response) =>
      (
        await readToast(
          new Request("http://localhost/", { headers: { Cookie: answer.headers.get("Set-Cookie")!.split(";")[0]! } }),
          test.context,
        )
      ).toast;
    expect(await toastOf(await post(bob.cookie, { intent: "revoke", certificate: first!.id }))).toMatchObject({
      type: "error",
      description: "There is no such certificate of yours, so nothing was revoked.",
    });
    expect(await liveCertificates()).toHaveLength(1);
    expect(await toastOf(await post(ana.cookie, { intent: "revoke", certificate: first!.id }))).toMatchObject({ type: "success" });
    expect(await liveCertificates()).toEqual([]);
    // The final's page says so, with the way to issue it again (not "complete the remaining 0 lessons").
    const finalPage = await servePage(await loadServerBuild(), test, "/courses/debt-challenge/assessment", { cookie: ana.cookie });
    expect(finalPage.html).toContain("You revoked this course&#x27;s certificate.");
    expect(finalPage.document.querySelector('a[href="/dashboard/achievements"]')?.textContent).toBe("Issue it again in Achievements");
    expect(finalPage.html).not.toContain("remaining 0");
    // A final sent again after the pass (an old tab, or by hand) goes to that page, and is not recorded.
    const again = await finalAssessmentAction({
      request: new Request("http://localhost/courses/debt-challenge/assessment", {
        method: "POST",
        body: await finalAnswers(test.requestContext(), ana.id, findCourseBySlug("debt-challenge")!, (question) => rightValues(question.key)),
        headers: { Cookie: ana.cookie },
      }),
      params: { courseId: "debt-challenge" },
      context: test.requestContext(),
    });
    expect((again as Response).headers.get("Location")).toBe("/courses/debt-challenge/assessment");
    expect(await test.db.select().from(quizAttempts).where(eq(quizAttempts.userId, ana.id))).toHaveLength(1);
    expect(await liveCertificates()).toEqual([]);
    // Sent again (a double submit), it stays revoked as of the first time, and says so.
    const [revoked] = await test.db.select().from(certificates);
    expect(await toastOf(await post(ana.cookie, { intent: "revoke", certificate: first!.id }))).toMatchObject({ type: "success" });
    expect((await test.db.select().from(certificates))[0]!.revokedAt).toEqual(revoked!.revokedAt);

    await post(bob.cookie, { intent: "issue", course: "debt-challenge" });
    expect(await liveCertificates()).toEqual([]);
    await post(ana.cookie, { intent: "issue", course: "debt-challenge" });
    const [second] = await liveCertificates();
    expect(second).toMatchObject({ userId: ana.id, courseId: "debt-challenge", issuedAt: first!.issuedAt });
    expect(second!.id).not.toBe(first!.id);

    // Issuing needs the course at that moment: once the plan has ended, a revoked certificate stays revoked.
    await post(ana.cookie, { intent: "revoke", certificate: second!.id });
    await test.db.update(subscribers).set({ subscriptionEnd: new Date(Date.now() - DAY) });
    const refused = await post(ana.cookie, { intent: "issue", course: "debt-challenge" });
    expect(await liveCertificates()).toEqual([]);
    expect(refused.headers.get("Location")).toBe("/dashboard/achievements");
  });
});

describe("certificate pages", () => {
  async function finishDebtChallenge() {
    const ana = await createSignedInUser(test, { email: "ana.lopez@example.com" });
    await subscribe(ana.id, new Date(Date.now() + 30 * DAY));
    await passFinalThroughRoute(test.requestContext(), ana, "debt-challenge");
    for (const n of ["1", "2", "3", "4"]) {
      const body = new URLSearchParams({ intent: "complete" });
      await lessonAction(lessonArgs("debt-challenge", n, ana.cookie, { method: "POST", body }));
    }
    const [certificate] = await test.db.select().from(certificates);
    return { ana, certificate: certificate! };
  }
  const view = (id: string) =>
    certificateLoader({
      request: new Request(`http://localhost/certificates/${id}`),
      params: { certificateId: id },
      context: test.requestContext(),
    }).then(routeResult, routeResult);

  it("shows anyone with the link the learner's name, the course and the date, and is never cached", async () => {
    const { ana, certificate } = await finishDebtChallenge();
    let page = await view(certificate.id);
    expect(page.value).toMatchObject({ learnerName: "ana.lopez", course: { slug: "debt-challenge" } });
    expect(page.value.issuedOn).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    // The band of the pass it certifies, never the score itself.
    expect(page.value.assessment).toEqual({ band: "90–100", passedOn: page.value.issuedOn });
    expect(JSON.stringify(page.value)).not.toMatch(/"score"|"total"/);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    await test.db.insert(profiles).values({ id: ana.id, firstName: "Ana", lastName: "Lopez" });
    page = await view(certificate.id);
    expect(page.value.learnerName).toBe("Ana Lopez");
  });

  it("says on its page which final assessment it certifies, or that it was issued for completion before there was one", async () => {
    const { certificate } = await finishDebtChallenge();
    const build = await loadServerBuild();
    const passed = await servePage(build, test, `/certificates/${certificate.id}`);
    expect(passed.document.querySelector('[data-testid="certificate-assessment"]')?.textContent).toMatch(
      /^and passed its final assessment on [A-Z][a-z]{2} \d{1,2}, \d{4}, scoring 90–100%$/,
    );
    await test.db.update(certificates).set({ assessmentAttemptId: null });
    expect((await view(certificate.id)).value.assessment).toBeNull();
    const older = await servePage(build, test, `/certificates/${certificate.id}`);
    expect(older.document.querySelector('[data-testid="certificate-assessment"]')?.textContent).toBe(
      "Issued for completion, before the course had a final assessment",
    );
  });

  it("says a revoked certificate has been revoked, without its learner's name", async () => {
    const { certificate } = await finishDebtChallenge();
    await test.db.update(certificates).set({ revokedAt: new Date() });
    const page = await view(certificate.id);
    // Nothing of the learner's: only that it is revoked, and the page's words.
    expect([page.status, page.value]).toEqual([200, { revoked: true, messages: expect.any(Object) }]);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("answers 404 for an unknown or malformed id, the last without a query", async () => {
    const { certificate } = await finishDebtChallenge();
    await test.db.delete(certificates);
    expect((await view(certificate.id)).status).toBe(404);
    test.roundTrips.count = 0;
    expect((await view("not-a-certificate")).status).toBe(404);
    expect(test.roundTrips.count).toBe(0);
  });

  it("is linked from the learner's course page, read in the page's one round trip", async () => {
    const { ana, certificate } = await finishDebtChallenge();
    test.roundTrips.count = 0;
    const request = new Request("http://localhost/courses/debt-challenge", { headers: { Cookie: ana.cookie } });
    const { value } = routeResult(await courseLoader({ request, params: { courseId: "debt-challenge" }, context: test.requestContext() }));
    expect(test.roundTrips.count).toBe(1);
    expect(value.certificateId).toBe(certificate.id);
    expect(value.lessons.every((lesson: { completed: boolean }) => lesson.completed)).toBe(true);
  });
});
