/** `npm run db:migrate`: applies migrations to TURSO_DATABASE_URL (the local file by default). */
import { migrateDatabase } from "../db/migrate";
import { nodeEnvironment } from "../server/node-env";
import { openScriptDatabase } from "./database";

const env = nodeEnvironment();
const { client, db } = await openScriptDatabase(env.TURSO_DATABASE_URL!, env.TURSO_AUTH_TOKEN);
await migrateDatabase(db);
client.close();
console.log(`Migrations applied to ${env.TURSO_DATABASE_URL}`);
