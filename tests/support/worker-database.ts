/**
 * The Worker's database, reached from a workerd test over libSQL's HTTP protocol (the bridge in
 * libsql-bridge.ts): what a payment, a provider sign-in or the posting code would have written.
 */
import { createClient, type Client, type InStatement } from "@libsql/client";
import { BRIDGE_PORT } from "./ports";

export async function withWorkerDatabase<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = createClient({ url: `http://127.0.0.1:${BRIDGE_PORT}` });
  try {
    return await run(client);
  } finally {
    client.close();
  }
}

export const writeToWorkerDatabase = (statements: InStatement[]) => withWorkerDatabase((client) => client.batch(statements, "write"));
