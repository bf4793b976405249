/**
 * `npm start`: builds if the build is missing or stale, applies migrations, seeds an empty database,
 * and serves the site on PORT (3000). No account, key or network needed.
 */
import { startNodeServer } from "../server/node";
import { reachNotice } from "../server/node-env";
import { buildIfNeeded, nodeEnvironmentOrExit, prepareDatabase } from "./prepare";

const env = nodeEnvironmentOrExit();
buildIfNeeded();
await prepareDatabase(env.TURSO_DATABASE_URL!, env.TURSO_AUTH_TOKEN);
const port = Number(env.PORT);
await startNodeServer({ port, env });
console.log(`Moneywise is running at http://localhost:${port}${reachNotice(env)}`);
