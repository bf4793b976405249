/**
 * `npm run db:migrate`: applies migrations to TURSO_DATABASE_URL (the local file by default), then
 * counts the public figures, so a deploy shows them before the Worker's first hourly recount.
 */
import { refreshSiteFigures } from "~/features/proof/site-figures.server";
import { migrateDatabase } from "../db/migrate";
import { nodeEnvironment } from "../server/node-env";
import { openScriptDatabase } from "./database";

const env = nodeEnvironment();
const { client, db } = await openScriptDatabase(env.TURSO_DATABASE_URL!, env.TURSO_AUTH_TOKEN);
await migrateDatabase(db);
await refreshSiteFigures(db);
client.close();
console.log(`Migrations applied to ${env.TURSO_DATABASE_URL}`);
