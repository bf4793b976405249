import { describe, expect, it } from "vitest";
import { hashPassword, SCRYPT_PARAMETERS, verifyPassword, WORKERS_SCRYPT_COST_LIMIT } from "./password.server";

describe("password hashing", () => {
  it("stays within what production Workers accept", () => {
    const { N, r, p } = SCRYPT_PARAMETERS;
    expect(N * r * p).toBeLessThanOrEqual(WORKERS_SCRYPT_COST_LIMIT);
    // One of OWASP's recommended scrypt settings (N=2^14, r=8, p=5); never weaker.
    expect(N).toBeGreaterThanOrEqual(2 ** 14);
    expect(r * p).toBeGreaterThanOrEqual(40);
  });

  it("records the algorithm and parameters in the hash", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^scrypt\$N=16384,r=8,p=5\$/);
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("Tr0ub4dor&3!");
    expect(await verifyPassword("Tr0ub4dor&3!", hash)).toEqual({ valid: true, needsRehash: false });
    expect((await verifyPassword("Tr0ub4dor&3?", hash)).valid).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("asks for a rehash when the stored parameters are older", async () => {
    const [, , salt, key] = (await hashPassword("upgrade me")).split("$");
    // A hash made with weaker parameters (N=2^10) of a known password.
    const { scryptSync } = await import("node:crypto");
    const weakKey = scryptSync("upgrade me", Buffer.from(salt!, "base64"), 32, { N: 1024, r: 8, p: 1 });
    const weakHash = `scrypt$N=1024,r=8,p=1$${salt}$${weakKey.toString("base64")}`;
    expect(key).not.toBe(weakKey.toString("base64"));
    expect(await verifyPassword("upgrade me", weakHash)).toEqual({ valid: true, needsRehash: true });
  });

  it("refuses malformed hashes and parameters beyond the Workers limit", async () => {
    expect((await verifyPassword("x", "pbkdf2$600000$abc$def")).valid).toBe(false);
    expect((await verifyPassword("x", "scrypt$N=1048576,r=8,p=1$AAAA$AAAA")).valid).toBe(false);
  });
});
