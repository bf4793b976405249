/**
 * A read of the signed-in user's own rows (`ownRows`) is not sent on a visitor's request: the course page a
 * visitor opens reads no orders, certificate or own review, and a signed-in learner's still does. Its result is
 * no rows, in the batch and when the batch falls back to running each loader's reads alone. Likewise a read the
 * address does not ask for (`readIf`): a lesson's check reads an attempt's answers only for a named result.
 */
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { certificates, courseReviews, orders } from "../../db/schema";
import { ownRows, readWithSession } from "~/lib/services/auth/session.server";
import { createSeededTestDatabase } from "../support/database";
import { learnerWithBootcamp } from "../support/loaders";
import { servePage } from "../support/pipeline";
import { loadServerBuild } from "../../server/node";

let test: Awaited<ReturnType<typeof createSeededTestDatabase>>;
beforeEach(async () => {
  test = await createSeededTestDatabase();
});
afterEach(() => test.cleanup());

/** The SQL of every statement the page's batches sent. */
function recordStatements() {
  const sent: string[] = [];
  const batch = test.client.batch.bind(test.client);
  vi.spyOn(test.client, "batch").mockImplementation((statements, mode) => {
    for (const statement of statements)
      sent.push(typeof statement === "string" ? statement : Array.isArray(statement) ? statement[0] : statement.sql);
    return batch(statements, mode);
  });
  return sent;
}

/** The statements that read `table` itself (not through an aliased subquery, as a reviewer's purchase is checked). */
const reads = (table: string) => (statements: string[]) =>
  statements.filter((statement) => new RegExp(`from "${table}"(?! as)`).test(statement));
/** The statements that read a review's moderation state: only the viewer's own review is read with it. */
const ownReviewReads = (statements: string[]) =>
  statements.filter((statement) => /select [^)]*"hidden_at"[^)]* from "course_reviews"/.test(statement));

describe("the course page's reads", () => {
  it("for a visitor: no orders, certificate or own review, in one round trip", async () => {
    const build = await loadServerBuild();
    const sent = recordStatements();
    const page = await servePage(build, test, "/courses/budget-bootcamp");
    expect(page.response.status).toBe(200);
    expect(page.roundTrips).toBe(1);
    expect(reads("orders")(sent)).toEqual([]);
    expect(reads("certificates")(sent)).toEqual([]);
    expect(ownReviewReads(sent)).toEqual([]);
    // The reviews shown are read all the same.
    expect(reads("course_reviews")(sent).length).toBeGreaterThan(0);
    expect(page.document.querySelector("h1")?.textContent).toContain("Budget Bootcamp");
  }, 60_000);

  it("for a signed-in learner: their orders and certificate too, in the same round trip", async () => {
    const build = await loadServerBuild();
    const { cookie } = await learnerWithBootcamp(test);
    const sent = recordStatements();
    const page = await servePage(build, test, "/courses/budget-bootcamp", { cookie });
    expect(page.response.status).toBe(200);
    expect(page.roundTrips).toBe(1);
    expect(reads("orders")(sent).length).toBeGreaterThan(0);
    expect(reads("certificates")(sent).length).toBeGreaterThan(0);
    expect(ownReviewReads(sent)).toHaveLength(1);
  }, 60_000);
});

describe("the lesson page's knowledge check", () => {
  // The answers of an attempt are read only for the result its address names (`readIf`).
  const answerReads = (statements: string[]) =>
    statements.filter((statement) => /from "quiz_attempts" inner join "quiz_answers"/.test(statement));

  it("reads no attempt's answers when the address names no result, and reads them when it does", async () => {
    const build = await loadServerBuild();
    const { cookie } = await learnerWithBootcamp(test);
    const sent = recordStatements();
    const page = await servePage(build, test, "/courses/budget-bootcamp/lesson/1", { cookie });
    expect(page.response.status).toBe(200);
    expect(page.roundTrips).toBe(1);
    expect(answerReads(sent)).toEqual([]);
    // The check itself is there, with its questions.
    expect(page.document.querySelector("#knowledge-check-heading")).not.toBeNull();

    sent.length = 0;
    const named = await servePage(build, test, "/courses/budget-bootcamp/lesson/1?result=an-attempt-of-nobody", { cookie });
    expect(named.response.status).toBe(200);
    expect(answerReads(sent)).toHaveLength(1);
  }, 60_000);
});

describe("ownRows", () => {
  const visitor = () => new Request("http://localhost:3000/courses/budget-bootcamp");

  it("gives no rows for a visitor, beside the reads that are sent", async () => {
    const context = test.requestContext();
    const {
      user,
      data: [paid, figures],
    } = await readWithSession(
      visitor(),
      context,
      (userId) =>
        [
          ownRows(userId, (id) =>
            test.db
              .select()
              .from(orders)
              .where(sql`${orders.userId} = ${id}`),
          ),
          test.db
            .select({ one: sql<number>`1` })
            .from(courseReviews)
            .limit(1),
        ] as const,
    );
    expect(user).toBeNull();
    expect(paid).toEqual([]);
    expect(figures).toEqual([]);
  });

  it("gives no rows when the batch fails and each loader's reads run alone", async () => {
    const context = test.requestContext();
    const request = visitor();
    const [mine, broken] = await Promise.allSettled([
      readWithSession(
        request,
        context,
        (userId) =>
          [
            ownRows(userId, (id) =>
              test.db
                .select()
                .from(certificates)
                .where(sql`${certificates.userId} = ${id}`),
            ),
            test.db.select({ id: orders.id }).from(orders),
          ] as const,
      ),
      readWithSession(request, context, () => [test.db.select({ nothing: sql`1` }).from(sql`no_such_table`)] as const),
    ]);
    expect(mine.status).toBe("fulfilled");
    expect(mine.status === "fulfilled" && mine.value.data).toEqual([[], []]);
    expect(broken.status).toBe("rejected");
  });
});
