import { migrate } from "drizzle-orm/libsql/migrator";
import path from "node:path";
import type { Database } from "./client";

export const MIGRATIONS_DIR = path.resolve("migrations");

/** Applies committed drizzle-kit migrations (idempotent). */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
