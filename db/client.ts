import type { Client } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { countRoundTrips, type RoundTripCounter } from "./round-trips";
import * as schema from "./schema";

export type Database = LibSQLDatabase<typeof schema>;

/**
 * The drizzle database the app, scripts and tests use over any libSQL client (embedded file, Turso,
 * the test bridge). Every round trip is counted; each call is its own round trip, so a page states the
 * reads it batches (`db.batch`, `readWithSession`) and an action's statements run as it orders them.
 */
export function createDatabase(client: Client, counter: RoundTripCounter): Database {
  return drizzle(countRoundTrips(client, counter), { schema });
}
