import type { Client } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { coalesceRoundTrips } from "./coalesce-round-trips";
import { countRoundTrips, type RoundTripCounter } from "./round-trips";
import * as schema from "./schema";

export type Database = LibSQLDatabase<typeof schema>;

/**
 * The drizzle database the app, scripts and tests use over any libSQL client (embedded file, Turso,
 * the test bridge): every round trip is counted, and a request's concurrent calls go out as one batch.
 */
export function createDatabase(client: Client, counter: RoundTripCounter): Database {
  return drizzle(coalesceRoundTrips(countRoundTrips(client, counter)), { schema });
}
