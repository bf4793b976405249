import type { Client } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { countRoundTrips, type RoundTripCounter } from "./round-trips";

export type Database = LibSQLDatabase;

/**
 * The drizzle database the app, scripts and tests use over any libSQL client (embedded file, Turso,
 * the test bridge). Every round trip is counted; each call is its own round trip, so a page states the
 * reads it batches (`db.batch`, `readWithSession`) and an action's statements run as it orders them.
 * Made per request (the counter is the request's) and without drizzle's relational `schema`: no code
 * uses `db.query`, and extracting the relations of every table cost each request about 0.3 ms.
 */
export function createDatabase(client: Client, counter: RoundTripCounter): Database {
  return drizzle(countRoundTrips(client, counter));
}
