import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { verifyIdToken } from "./id-token";

// Real keys and real signatures, made here: the check under test is the cryptography and the claims.
const ISSUER = "http://127.0.0.1:3904";
const AUDIENCE = "client-id";
const NONCE = "the-flow-nonce";
let keys: Awaited<ReturnType<typeof generateKeyPair>>;
let otherKeys: Awaited<ReturnType<typeof generateKeyPair>>;
let keySet: ReturnType<typeof createLocalJWKSet>;

beforeAll(async () => {
  keys = await generateKeyPair("RS256");
  otherKeys = await generateKeyPair("RS256");
  keySet = createLocalJWKSet({ keys: [{ ...(await exportJWK(keys.publicKey)), kid: "k1", alg: "RS256" }] });
});

const now = () => Math.floor(Date.now() / 1000);

function token(claims: JWTPayload = {}, { key = keys.privateKey, kid = "k1" } = {}) {
  const standard = { iss: ISSUER, aud: AUDIENCE, iat: now(), exp: now() + 3600 };
  const person = { sub: "g-123", email: "Ana@Example.com", email_verified: true, name: "Ana Lopez", nonce: NONCE };
  return new SignJWT({ ...standard, ...person, ...claims }).setProtectedHeader({ alg: "RS256", kid }).sign(key);
}

const expected = { issuer: ISSUER, audience: AUDIENCE, nonce: NONCE };

describe("verifyIdToken", () => {
  it("returns the person from a token signed with the provider's key for this flow", async () => {
    expect(await verifyIdToken(await token(), keySet, expected)).toEqual({
      subject: "g-123",
      email: "ana@example.com",
      emailVerified: true,
      name: "Ana Lopez",
      authTime: null,
    });
  });

  it("reads when the person signed in at the provider (auth_time), and nothing from a value that is not a time", async () => {
    const signedInAt = now() - 30;
    expect(await verifyIdToken(await token({ auth_time: signedInAt }), keySet, expected)).toMatchObject({
      authTime: new Date(signedInAt * 1000),
    });
    expect(await verifyIdToken(await token({ auth_time: "yesterday" }), keySet, expected)).toMatchObject({ authTime: null });
  });

  it("reads an email the provider does not vouch for as unverified, and none as none", async () => {
    expect(await verifyIdToken(await token({ email_verified: false }), keySet, expected)).toMatchObject({ emailVerified: false });
    expect(await verifyIdToken(await token({ email_verified: "true" }), keySet, expected)).toMatchObject({ emailVerified: true });
    expect(await verifyIdToken(await token({ email: undefined }), keySet, expected)).toMatchObject({ email: null, emailVerified: false });
    // The Kelvin sign lower-cases to "k" in JavaScript, not in SQLite: no address rather than kate@example.com's.
    expect(await verifyIdToken(await token({ email: "\u212Aate@example.com" }), keySet, expected)).toMatchObject({
      email: null,
      emailVerified: false,
    });
  });

  it.each([
    ["a wrong nonce", () => token({ nonce: "another-flow" }), /nonce/],
    ["no nonce", () => token({ nonce: undefined }), /nonce/],
    ["another key's signature", () => token({}, { key: otherKeys.privateKey }), /signature|key/i],
    ["an expired token", () => token({ exp: now() - 120, iat: now() - 3720 }), /exp|age/i],
    ["a token issued in the future", () => token({ iat: now() + 600, exp: now() + 4200 }), /iat/],
    ["another audience", () => token({ aud: "another-client" }), /aud/],
    ["another issuer", () => token({ iss: "https://evil.example" }), /iss/],
  ])("refuses %s", async (_, make, reason) => {
    await expect(verifyIdToken(await make(), keySet, expected)).rejects.toThrow(reason);
  });

  it("refuses an unsigned token and one signed with a shared secret (algorithm confusion)", async () => {
    const header = btoa(JSON.stringify({ alg: "none" })).replace(/=+$/, "");
    const body = btoa(JSON.stringify({ iss: ISSUER, aud: AUDIENCE, sub: "x", nonce: NONCE, iat: now(), exp: now() + 60 })).replace(/=+$/, "");
    await expect(verifyIdToken(`${header}.${body}.`, keySet, expected)).rejects.toThrow(/refused/);
    const hs = await new SignJWT({ sub: "x", nonce: NONCE })
      .setProtectedHeader({ alg: "HS256", kid: "k1" })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("a-shared-secret-a-shared-secret!"));
    await expect(verifyIdToken(hs, keySet, expected)).rejects.toThrow(/refused/);
  });

  it("accepts Google's scheme-less issuer only when the configured issuer is Google's", async () => {
    const google = { ...expected, issuer: "https://accounts.google.com" };
    expect(await verifyIdToken(await token({ iss: "accounts.google.com" }), keySet, google)).toMatchObject({ subject: "g-123" });
    await expect(verifyIdToken(await token({ iss: "127.0.0.1:3904" }), keySet, expected)).rejects.toThrow(/iss/);
  });
});
