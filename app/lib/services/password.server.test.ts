import { describe, expect, it } from "vitest";
import { createLimiter } from "./limiter";
import {
  decoyHash,
  hashPassword,
  MAX_PASSWORD_COST,
  MAX_CONCURRENT_HASHES,
  PRODUCTION_PASSWORD_COST,
  SCRYPT_PARAMETERS,
  scryptParameters,
  verifyPassword,
  WORKERS_SCRYPT_COST_LIMIT,
} from "./password.server";

const CHEAP = 4;

describe("password hashing", () => {
  it("stays within what production Workers accept, at every cost a setting allows", () => {
    const { N, r, p } = SCRYPT_PARAMETERS;
    expect(N * r * p).toBeLessThanOrEqual(WORKERS_SCRYPT_COST_LIMIT);
    // One of OWASP's recommended scrypt settings (N=2^14, r=8, p=5); never weaker.
    expect(N).toBeGreaterThanOrEqual(2 ** 14);
    expect(r * p).toBeGreaterThanOrEqual(40);
    const strongest = scryptParameters(MAX_PASSWORD_COST);
    expect(strongest.N * strongest.r * strongest.p).toBeLessThanOrEqual(WORKERS_SCRYPT_COST_LIMIT);
  });

  it("hashes at the production cost within a Worker's time budget on this machine", async () => {
    const start = performance.now();
    const hash = await hashPassword("correct horse battery staple", PRODUCTION_PASSWORD_COST);
    // Workers Paid allows 30 s of CPU per request; one hash must stay a small part of a sign-in.
    expect(performance.now() - start).toBeLessThan(2_000);
    expect(hash).toMatch(/^scrypt\$N=16384,r=8,p=5\$/);
    expect(await verifyPassword("correct horse battery staple", hash, PRODUCTION_PASSWORD_COST)).toEqual({ valid: true, needsRehash: false });
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("Tr0ub4dor&3!", CHEAP);
    expect(hash).toMatch(/^scrypt\$N=16,r=8,p=5\$/);
    expect(await verifyPassword("Tr0ub4dor&3!", hash, CHEAP)).toEqual({ valid: true, needsRehash: false });
    expect((await verifyPassword("Tr0ub4dor&3?", hash, CHEAP)).valid).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same password", CHEAP)).not.toBe(await hashPassword("same password", CHEAP));
  });

  it("asks for a rehash when the stored hash was made at another cost (a cheap test hash in production)", async () => {
    const cheap = await hashPassword("upgrade me", CHEAP);
    expect(await verifyPassword("upgrade me", cheap, PRODUCTION_PASSWORD_COST)).toEqual({ valid: true, needsRehash: true });
    expect(await verifyPassword("wrong", cheap, PRODUCTION_PASSWORD_COST)).toEqual({ valid: false, needsRehash: false });
  });

  it("refuses malformed hashes and parameters beyond the Workers limit", async () => {
    expect((await verifyPassword("x", "pbkdf2$600000$abc$def", CHEAP)).valid).toBe(false);
    expect((await verifyPassword("x", "scrypt$N=1048576,r=8,p=1$AAAA$AAAA", CHEAP)).valid).toBe(false);
  });

  it("makes decoy hashes instantly, at the given cost, that no password matches", async () => {
    const decoy = decoyHash(CHEAP);
    expect(decoy).toMatch(/^scrypt\$N=16,r=8,p=5\$/);
    expect(decoyHash(CHEAP)).not.toBe(decoy);
    expect((await verifyPassword("", decoy, CHEAP)).valid).toBe(false);
  });
});

describe("createLimiter", () => {
  it("never runs more than its limit at once, and runs every task", async () => {
    const limiter = createLimiter(MAX_CONCURRENT_HASHES);
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        limiter.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
          return index;
        }),
      ),
    );
    expect(most).toBe(MAX_CONCURRENT_HASHES);
    expect(results).toEqual(Array.from({ length: 12 }, (_, index) => index));
  });

  it("frees the slot when a task fails", async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await limiter.run(async () => "next")).toBe("next");
  });
});
