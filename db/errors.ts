/**
 * Recognises SQLite unique violations by the driver's error code, whichever libSQL driver raised them.
 *
 * - The embedded file driver reports SQLite's extended code: `SQLITE_CONSTRAINT_UNIQUE` (a UNIQUE column
 *   or index) or `SQLITE_CONSTRAINT_PRIMARYKEY`.
 * - Turso over HTTP (Hrana, `@libsql/client/web`) reports only the primary code, `SQLITE_CONSTRAINT`, for
 *   every kind of constraint (sqld's `sqlite_error_code`), so there the kind comes from SQLite's own
 *   fixed wording, "UNIQUE constraint failed: …", which both drivers carry in the message.
 *
 * Drizzle wraps the driver's error in a `DrizzleQueryError` (`cause`), so the chain is searched.
 */
const UNIQUE_CODES = new Set(["SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_PRIMARYKEY"]);
const UNIQUE_MESSAGE = /\bUNIQUE constraint failed: (.+)$/;

interface DriverError extends Error {
  code: string;
}

function driverError(error: unknown): DriverError | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (typeof (current as Partial<DriverError>).code === "string") return current as DriverError;
  }
  return undefined;
}

/**
 * Whether `error` is a unique (or primary key) violation. With `target`, only one on that constraint:
 * a column as SQLite names it (`"payment_events.id"`) or a unique index on an expression by its name
 * (`"users_email_unique"`).
 */
export function isUniqueViolation(error: unknown, target?: string): boolean {
  const driver = driverError(error);
  if (!driver) return false;
  const unique = UNIQUE_CODES.has(driver.code) || (driver.code === "SQLITE_CONSTRAINT" && UNIQUE_MESSAGE.test(driver.message));
  if (!unique || target === undefined) return unique;
  // "users.id", "user_progress.user_id, user_progress.lesson_id" or "index 'users_email_unique'".
  const failed = (UNIQUE_MESSAGE.exec(driver.message)?.[1] ?? "").split(", ");
  return failed.some((name) => name === target || name === `index '${target}'`);
}
