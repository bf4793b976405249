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
  const coalescing = coalesceRoundTrips(countRoundTrips(client, counter));
  const db = drizzle(coalescing, { schema });
  batchHolds.set(db, coalescing.holdUntil);
  return db;
}

const batchHolds = new WeakMap<Database, (work: Promise<unknown>) => void>();

/**
 * Holds the request's next batch until `work` settles, for work whose outcome the request's other
 * queries depend on (the session cookie's check), so they still leave in one round trip.
 */
export function holdBatchUntil(db: Database, work: Promise<unknown>): void {
  batchHolds.get(db)?.(work);
}
