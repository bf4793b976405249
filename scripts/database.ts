import type { Client } from "@libsql/client";
import { createDatabase, type Database } from "../db/client";
import { ensureDatabaseFolder } from "../server/node-env";
import { openDatabase } from "../db/node-client";

/** Opens the configured database for a Node script (migrations, content, seeding). */
export async function openScriptDatabase(url: string, authToken?: string): Promise<{ client: Client; db: Database }> {
  ensureDatabaseFolder(url);
  const client = await openDatabase(url, authToken);
  return { client, db: createDatabase(client, { count: 0 }) };
}
