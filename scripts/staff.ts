/**
 * `npm run staff -- grant <email> <admin|coach>` and `npm run staff -- revoke <email>`: the one way to
 * make the first admin (later admins can change roles in the console). `npm run staff -- adviser <email>
 * <name> <body> <number> <jurisdictions>` registers a staff member as an adviser (issue 27). Runs against
 * TURSO_DATABASE_URL (the local file by default), and writes the change to the audit log.
 */
import { migrateDatabase } from "../db/migrate";
import { changeRole } from "../app/features/admin/roles.server";
import { COMMAND_ACTOR } from "../app/features/admin/audit.server";
import { isStaffRole } from "../app/lib/domain/roles";
import { registerAdviser } from "../app/features/support/advisers.server";
import { parseJurisdictions } from "../app/features/support/domain/jurisdiction";
import { nodeEnvironment } from "../server/node-env";
import { openScriptDatabase } from "./database";

const USAGE = [
  "Usage: npm run staff -- grant <email> <admin|coach>",
  "       npm run staff -- revoke <email>",
  '       npm run staff -- adviser <email> "<display name>" "<registration body>" "<registration number>" <jurisdictions, e.g. CA-ON,US-CA>',
].join("\n");

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, email, roleName, ...rest] = process.argv.slice(2);
if (command === "adviser") await adviser();
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

/** Registers an adviser and exits: a staff account, the registration members are shown, where it covers. */
async function adviser(): Promise<never> {
  const [registrationBody, registrationNumber, typedJurisdictions] = rest;
  const displayName = roleName;
  if (!email || !displayName || !registrationBody || !registrationNumber || !typedJurisdictions) fail(USAGE);
  const jurisdictions = parseJurisdictions(typedJurisdictions);
  if (!jurisdictions) fail(`"${typedJurisdictions}" is not a list of codes such as CA-ON,US-CA.\n${USAGE}`);
  const env = nodeEnvironment();
  const { client, db } = await openScriptDatabase(env.TURSO_DATABASE_URL!, env.TURSO_AUTH_TOKEN);
  try {
    await migrateDatabase(db);
    const result = await registerAdviser(db, email, { displayName, registrationBody, registrationNumber, jurisdictions }, COMMAND_ACTOR);
    if (!result.registered) {
      fail(result.reason === "no-account" ? `No account uses ${email}: sign up first.` : `${email} is not staff: grant admin or coach first.`);
    }
    console.log(`${email}: adviser registered in ${jurisdictions.join(", ")} (${env.TURSO_DATABASE_URL})`);
  } finally {
    client.close();
  }
  process.exit(0);
}
