/**
 * `npm run content`: renders and sanitizes every lesson in content/lessons and writes it to
 * course_lessons of TURSO_DATABASE_URL (upsert; progress keeps pointing at the same lessons; a lesson past
 * its course's lesson count in the registry is removed, with its progress).
 */
import { loadLessonSources, writeLessons } from "../content/compile";
import { migrateDatabase } from "../db/migrate";
import { nodeEnvironment } from "../server/node-env";
import { openScriptDatabase } from "./database";

const env = nodeEnvironment();
const { client, db } = await openScriptDatabase(env.TURSO_DATABASE_URL!, env.TURSO_AUTH_TOKEN);
await migrateDatabase(db);
const lessons = await loadLessonSources();
await writeLessons(db, lessons);
client.close();
console.log(`Wrote ${lessons.length} lessons to ${env.TURSO_DATABASE_URL}`);
