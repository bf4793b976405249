/**
 * `npm run staff -- grant <email> <admin|coach>` and `npm run staff -- revoke <email>`: the one way to
 * make the first admin (later admins can change roles in the console). Runs against TURSO_DATABASE_URL
 * (the local file by default), and writes the change to the audit log.
 */
import { migrateDatabase } from "../db/migrate";
import { changeRole } from "../app/features/admin/roles.server";
import { COMMAND_ACTOR } from "../app/features/admin/audit.server";
import { isStaffRole } from "../app/lib/domain/roles";
import { nodeEnvironment } from "../server/node-env";
import { openScriptDatabase } from "./database";

const USAGE = "Usage: npm run staff -- grant <email> <admin|coach>\n       npm run staff -- revoke <email>";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, email, roleName] = process.argv.slice(2);
if (!email || (command === "grant" && !roleName) || (command !== "grant" && command !== "revoke")) fail(USAGE);
const role = command === "grant" ? roleName! : null;
if (role !== null && !isStaffRole(role)) fail(`"${role}" is not a staff role: use admin or coach.\n${USAGE}`);

const env = nodeEnvironment();
const { client, db } = await openScriptDatabase(env.TURSO_DATABASE_URL!, env.TURSO_AUTH_TOKEN);
try {
  // A fresh clone's database may not exist yet: the command makes it, as `npm start` would.
  await migrateDatabase(db);
  const result = await changeRole(db, { email }, role, COMMAND_ACTOR, `${command} from the command line`);
  if (!result.changed) {
    fail(result.reason === "no-account" ? `No account uses ${email}: sign up first, then grant the role.` : `${email} already has that role.`);
  }
  console.log(`${result.email}: ${result.from ?? "learner"} → ${result.to ?? "learner"} (${env.TURSO_DATABASE_URL})`);
} finally {
  client.close();
}
