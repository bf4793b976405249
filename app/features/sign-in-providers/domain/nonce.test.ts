import { describe, expect, it } from "vitest";
import { deriveNonce } from "./nonce";

const SECRET = "test-secret-test-secret-test-secret-000";

describe("deriveNonce", () => {
  it("is the base64url HMAC-SHA256 of 'nonce:' + state under the secret", async () => {
    const { createHmac } = await import("node:crypto");
    const expected = createHmac("sha256", SECRET).update("nonce:abc").digest("base64url");
    expect(await deriveNonce(SECRET, "abc")).toBe(expected);
  });

  it("differs per state and per secret, so a token minted for another flow or site does not match", async () => {
    const nonce = await deriveNonce(SECRET, "state-1");
    expect(await deriveNonce(SECRET, "state-1")).toBe(nonce);
    expect(await deriveNonce(SECRET, "state-2")).not.toBe(nonce);
    expect(await deriveNonce(`${SECRET}x`, "state-1")).not.toBe(nonce);
    expect(nonce).toMatch(/^[\w-]{43}$/);
  });
});
