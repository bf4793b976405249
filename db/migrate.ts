import { count } from "drizzle-orm";
import { migrate } from "drizzle-orm/libsql/migrator";
import path from "node:path";
import type { Database } from "./client";
import { loadLessonSources, writeLessons } from "../content/compile";
import { courseLessons } from "./schema";

export const MIGRATIONS_DIR = path.resolve("migrations");

/** Applies committed drizzle-kit migrations (idempotent). */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}

/** Seeds an empty database with the lessons; a database that has lessons is left alone. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ lessons: count() }).from(courseLessons);
  if ((row?.lessons ?? 0) > 0) return false;
  await writeLessons(db, await loadLessonSources());
  return true;
}
