/**
 * A business-sized database for the console's bench case (issue 21, item 4): 20,000 learners with
 * profiles, 100,000 course orders over the last two years in both currencies and every status, some
 * subscribers, lesson progress and certificates. Generated, never committed: the same seed gives the
 * same data, written in batched multi-row inserts (a few seconds).
 */
import type { Client, InStatement, InValue } from "@libsql/client";
import { COURSES, PLAN_TIERS } from "../app/lib/domain/catalog";

export const CONSOLE_DATA = { learners: 20_000, orders: 100_000, subscribers: 3_000, learnersWithProgress: 4_000 } as const;

const FIRST = ["Ada", "Marie", "Mario", "Noah", "Olivia", "Liam", "Emma", "Lucas", "Chloe", "Ethan", "Maya", "Omar", "Priya", "Sofia", "Wei"];
const LAST = ["Tremblay", "Smith", "Martin", "Nguyen", "Roy", "Garcia", "Brown", "Singh", "Lee", "Wilson", "Gagnon", "Patel", "Lopez"];
// Out of 100: the share of each status among orders.
const STATUSES = [
  ["paid", 84],
  ["refunded", 6],
  ["pending", 5],
  ["failed", 3],
  ["cancelled", 2],
] as const;
const ROWS_PER_INSERT = 500;
const DAY_MS = 86_400_000;

/** A small seeded generator (mulberry32), so every run writes the same data (the community's bench data uses it too). */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Multi-row inserts of `rows`, ROWS_PER_INSERT a statement. */
export function inserts(table: string, columns: readonly string[], rows: readonly (readonly InValue[])[]): InStatement[] {
  const statements: InStatement[] = [];
  const placeholders = `(${columns.map(() => "?").join(", ")})`;
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    statements.push({
      sql: `insert into ${table} (${columns.join(", ")}) values ${chunk.map(() => placeholders).join(", ")}`,
      args: chunk.flat() as InValue[],
    });
  }
  return statements;
}

/** Writes the data into a migrated, seeded database (the lessons must be there for progress). */
export async function generateConsoleData(client: Client, now = Date.now()): Promise<void> {
  const next = random(21);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const twoYears = 730 * DAY_MS;

  const learners = Array.from({ length: CONSOLE_DATA.learners }, (_, index) => {
    const first = pick(FIRST);
    const last = pick(LAST);
    const country = next() < 0.6 ? "CA" : "US";
    return {
      id: `bench-learner-${index}`,
      first,
      last,
      email: `${first}.${last}.${index}@example.com`.toLowerCase(),
      country,
      createdAt: now - Math.floor(next() * twoYears),
    };
  });
  const statements: InStatement[] = [
    ...inserts(
      "users",
      ["id", "email", "password_hash", "email_verified_at", "country", "marketing_consent", "created_at"],
      learners.map((learner) => [learner.id, learner.email, "bench-no-sign-in", learner.createdAt, learner.country, 0, learner.createdAt]),
    ),
    ...inserts(
      "profiles",
      ["id", "first_name", "last_name", "updated_at"],
      learners.map((learner) => [learner.id, learner.first, learner.last, learner.createdAt]),
    ),
  ];

  const orderRows = Array.from({ length: CONSOLE_DATA.orders }, (_, index) => {
    const learner = pick(learners);
    const course = pick(COURSES);
    const currency = learner.country === "CA" ? "CAD" : "USD";
    let roll = next() * 100;
    const status = STATUSES.find(([, share]) => (roll -= share) < 0)?.[0] ?? "paid";
    const amount = course.price[currency];
    const tax = currency === "CAD" ? Math.round(amount * 0.13) : Math.round(amount * 0.07 * Math.floor(next() * 2));
    const createdAt = Math.max(learner.createdAt, now - Math.floor(next() * twoYears));
    return [`bench-order-${index}`, learner.id, course.productName, status, amount, tax, currency, createdAt];
  });
  statements.push(
    ...inserts("orders", ["id", "user_id", "product_name", "status", "amount", "tax_amount", "currency", "created_at"], orderRows),
  );

  statements.push(
    ...inserts(
      "subscribers",
      ["user_id", "subscribed", "subscription_tier", "subscription_end", "cancel_at_period_end", "updated_at"],
      learners.slice(0, CONSOLE_DATA.subscribers).map((learner) => {
        // Two in three still paid up; the others lapsed.
        const end = next() < 2 / 3 ? now + Math.floor(next() * 30 * DAY_MS) : now - Math.floor(next() * 90 * DAY_MS);
        return [learner.id, 1, pick(PLAN_TIERS), end, 0, now];
      }),
    ),
  );

  const lessons = (await client.execute("select id, course_id from course_lessons order by course_id, lesson_number")).rows.map((row) => ({
    id: Number(row.id),
    courseId: String(row.course_id),
  }));
  const progress: InValue[][] = [];
  const certificates: InValue[][] = [];
  for (const learner of learners.slice(0, CONSOLE_DATA.learnersWithProgress)) {
    const courseId = pick(COURSES).slug;
    const own = lessons.filter((lesson) => lesson.courseId === courseId);
    const done = next() < 0.5 ? own.length : Math.floor(next() * own.length);
    const finishedAt = now - Math.floor(next() * 365 * DAY_MS);
    for (const lesson of own.slice(0, done)) progress.push([learner.id, courseId, lesson.id, 1, finishedAt]);
    if (done === own.length && next() < 0.7) {
      certificates.push([`bench-certificate-${learner.id}`, learner.id, courseId, finishedAt, next() < 0.05 ? now : null]);
    }
  }
  statements.push(...inserts("user_progress", ["user_id", "course_id", "lesson_id", "completed", "completed_at"], progress));
  statements.push(...inserts("certificates", ["id", "user_id", "course_id", "issued_at", "revoked_at"], certificates));

  await client.batch(statements, "write");
}
