/**
 * The sign-in part of `npm run bench`: what one password check costs, on Node and inside workerd, and
 * what a whole sign-in POST costs. Sign-in is rate limited (20 tries per IP and 5 per account in 15
 * minutes), so the POSTs are a small sequential sample, not a load test.
 */
import { Miniflare } from "miniflare";
import { users } from "../db/schema";
import { hashPassword, PRODUCTION_PASSWORD_COST, SCRYPT_PARAMETERS } from "~/lib/services/password.server";
import { median } from "./bench-server";
import { openScriptDatabase } from "./database";

const PASSWORD = "Bench-Password-2026";
const ACCOUNTS = 4;
const SIGN_INS_PER_ACCOUNT = 4;

async function timed(run: () => Promise<unknown>, times: number): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

/**
 * workerd freezes its clocks while code runs (a Spectre mitigation), so the cost is measured from
 * outside: a request that hashes once, minus a request that does nothing.
 */
async function workerdHashMs(): Promise<number> {
  const { N, r, p, keyLength } = SCRYPT_PARAMETERS;
  const worker = new Miniflare({
    modules: true,
    compatibilityDate: "2025-04-01",
    compatibilityFlags: ["nodejs_compat"],
    script: `
      import { scrypt } from "node:crypto";
      export default {
        async fetch(request) {
          if (new URL(request.url).pathname !== "/hash") return new Response("ok");
          await new Promise((resolve, reject) =>
            scrypt("${PASSWORD}", "bench-salt-bench", ${keyLength}, { N: ${N}, r: ${r}, p: ${p}, maxmem: ${256 * N * r} },
              (error, key) => (error ? reject(error) : resolve(key))));
          return new Response("hashed");
        },
      };`,
  });
  try {
    await worker.dispatchFetch("http://bench/hash"); // warm-up
    const hashing = median(await timed(() => worker.dispatchFetch("http://bench/hash").then((response) => response.text()), 10));
    const idle = median(await timed(() => worker.dispatchFetch("http://bench/").then((response) => response.text()), 10));
    return hashing - idle;
  } finally {
    await worker.dispose();
  }
}

export async function benchSignIn(origin: string, databaseUrl: string): Promise<string[]> {
  const nodeHash = median(await timed(() => hashPassword(PASSWORD, PRODUCTION_PASSWORD_COST), 10));
  const workerdHash = await workerdHashMs();

  const { client, db } = await openScriptDatabase(databaseUrl);
  const passwordHash = await hashPassword(PASSWORD, PRODUCTION_PASSWORD_COST);
  const emails = Array.from({ length: ACCOUNTS }, (_, index) => `bench-${index}@example.com`);
  await db
    .insert(users)
    .values(emails.map((email) => ({ id: crypto.randomUUID(), email, passwordHash, country: "CA" as const, emailVerifiedAt: new Date() })));
  client.close();

  const statuses = new Set<number>();
  const signIns: number[] = [];
  for (const email of emails) {
    signIns.push(
      ...(await timed(async () => {
        const response = await fetch(`${origin}/login`, {
          method: "POST",
          headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ email, password: PASSWORD }),
          redirect: "manual",
        });
        statuses.add(response.status);
      }, SIGN_INS_PER_ACCOUNT)),
    );
  }

  const { N, r, p } = SCRYPT_PARAMETERS;
  return [
    `Password hashing: scrypt N=${N}, r=${r}, p=${p}.`,
    `| measure | median ms |`,
    `|---|---|`,
    `| one hash, Node | ${nodeHash.toFixed(0)} |`,
    `| one hash, inside workerd (miniflare) | ${workerdHash.toFixed(0)} |`,
    `| sign-in POST, whole request (${signIns.length} sequential, status ${[...statuses].join("/")}) | ${median(signIns).toFixed(0)} |`,
  ];
}
