/**
 * Password hashing with scrypt (node:crypto, available in Workers through nodejs_compat).
 *
 * Why scrypt: production Workers reject PBKDF2 above 100,000 iterations and cannot compile WASM
 * argon2; scrypt runs there, reportedly up to N·r·p = 2^20. OWASP's N=2^14, r=8, p=5 (655,360) fits.
 * The algorithm and parameters are stored in the hash, so a future change re-hashes at sign-in.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

export const SCRYPT_PARAMETERS = { N: 2 ** 14, r: 8, p: 5, keyLength: 32, saltLength: 16 } as const;

/** What production Workers accept, so a parameter change that would break deploys fails a test instead. */
export const WORKERS_SCRYPT_COST_LIMIT = 2 ** 20;

type ScryptParameters = { N: number; r: number; p: number };

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParameters, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must cover 128·N·r bytes plus scrypt's working set.
    scrypt(password.normalize("NFKC"), salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = SCRYPT_PARAMETERS;
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, { N, r, p }, keyLength);
  return `scrypt$N=${N},r=${r},p=${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

const HASH_FORMAT = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

export interface PasswordCheck {
  valid: boolean;
  /** The hash was made with older parameters: store a fresh hash now that we know the password. */
  needsRehash: boolean;
}

export async function verifyPassword(password: string, storedHash: string): Promise<PasswordCheck> {
  const match = HASH_FORMAT.exec(storedHash);
  if (!match) return { valid: false, needsRehash: false };
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (N * r * p > WORKERS_SCRYPT_COST_LIMIT) return { valid: false, needsRehash: false };
  const expected = Buffer.from(match[5]!, "base64");
  const actual = await derive(password, Buffer.from(match[4]!, "base64"), { N, r, p }, expected.length);
  const valid = actual.length === expected.length && timingSafeEqual(actual, expected);
  const current = SCRYPT_PARAMETERS;
  const needsRehash = valid && (N !== current.N || r !== current.r || p !== current.p || expected.length !== current.keyLength);
  return { valid, needsRehash };
}
