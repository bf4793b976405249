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

/** libSQL's codes for a remote database whose stream or socket broke. */
const BROKEN_CONNECTION_CODES = new Set(["HRANA_CLOSED_ERROR", "HRANA_WEBSOCKET_ERROR"]);

/** A failed connection as each runtime's `fetch` words it: "fetch failed" on Node, "Network connection lost." on Workers. */
const CONNECTION_FAILED = /^(fetch failed|network connection lost\.?)$/i;

/** The HTTP status of an error's chain, if an HTTP answer caused it (libSQL's HttpServerError). */
function httpStatus(error: Error): number | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const status = (current as { status?: unknown }).status;
    if (typeof status === "number") return status;
  }
  return undefined;
}

/**
 * Whether a database call failed for want of the database, not for its statement: it gave no answer in
 * time (`fetchWithin`'s TimeoutError), the connection failed or broke, or Turso answered 5xx or 429. A
 * statement's own failure carries an SQLite code (`SQLITE_…`), and Turso's other 4xx answers (a wrong
 * token or address, a request too large) are configuration or bugs: those stay 500s, as they will not
 * pass by trying again.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current.name === "TimeoutError" || CONNECTION_FAILED.test(current.message)) return true;
  }
  if (!(error instanceof Error)) return false;
  const code = driverError(error)?.code ?? "";
  if (BROKEN_CONNECTION_CODES.has(code)) return true;
  const status = code === "SERVER_ERROR" ? httpStatus(error) : undefined;
  return status !== undefined && (status >= 500 || status === 429);
}

/**
 * How long one request to a remote database (Turso) may take before the page gives up with a 503: a query
 * takes milliseconds, a cold database a few seconds. Without it a request waits for the platform's own
 * limit (about 300 s on Node) when the database is unreachable.
 */
export const DATABASE_REQUEST_TIMEOUT_MS = 10_000;

/** A `fetch` for libSQL's HTTP client that gives up after `timeoutMs` (the client sets no signal of its own). */
export function fetchWithin(timeoutMs: number): typeof fetch {
  return (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) });
}
