/**
 * `npm run dev`: Remix's dev server (`remix dev -c`) watches app/, rebuilds on every change, and runs
 * this server again for each build; the page in the browser reloads itself. Same embedded database,
 * outbox and settings as `npm start`.
 */
import { startNodeServer } from "../server/node";
import { reachNotice } from "../server/node-env";
import { nodeEnvironmentOrExit, prepareDatabase } from "./prepare";

const env = nodeEnvironmentOrExit();
await prepareDatabase(env.TURSO_DATABASE_URL!, env.TURSO_AUTH_TOKEN);
const port = Number(env.PORT);
await startNodeServer({ port, env, mode: "development" });
console.log(`Moneywise (development) is running at http://localhost:${port}${reachNotice(env)}`);
