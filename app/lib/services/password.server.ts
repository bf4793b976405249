/**
 * Password hashing with scrypt (node:crypto, available in Workers through nodejs_compat).
 *
 * Why scrypt: production Workers reject PBKDF2 above 100,000 iterations and cannot compile WASM
 * argon2; scrypt runs there, reportedly up to N·r·p = 2^20. OWASP's N=2^14, r=8, p=5 (655,360) fits.
 * The algorithm and parameters are stored in the hash, so a change of cost (a cheap hash made by a
 * test server, or a future stronger setting) is rehashed at the next sign-in.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { createLimiter } from "./limiter";

/** What production Workers accept, so a parameter change that would break deploys fails a test instead. */
export const WORKERS_SCRYPT_COST_LIMIT = 2 ** 20;

const R = 8;
const P = 5;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** The cost is log2 of scrypt's N. Production uses OWASP's N=2^14; tests and e2e servers set a cheap one. */
export const PRODUCTION_PASSWORD_COST = 14;
/** The highest cost production Workers run with r=8, p=5; settings refuse anything above it. */
export const MAX_PASSWORD_COST = Math.floor(Math.log2(WORKERS_SCRYPT_COST_LIMIT / (R * P)));

export function scryptParameters(cost: number) {
  return { N: 2 ** cost, r: R, p: P, keyLength: KEY_LENGTH, saltLength: SALT_LENGTH };
}

/** The production parameters (the bench measures these). */
export const SCRYPT_PARAMETERS = scryptParameters(PRODUCTION_PASSWORD_COST);

type ScryptParameters = { N: number; r: number; p: number };

/**
 * Each derivation takes a core (and 128·N·r bytes) for a while: at most this many run at once per
 * process, so a burst of password posts queues instead of starving every other request.
 */
export const MAX_CONCURRENT_HASHES = 2;
const hashing = createLimiter(MAX_CONCURRENT_HASHES);

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParameters, keyLength: number): Promise<Buffer> {
  return hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        // maxmem must cover 128·N·r bytes plus scrypt's working set.
        scrypt(password.normalize("NFKC"), salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

function format({ N, r, p }: ScryptParameters, salt: Buffer, key: Buffer): string {
  return `scrypt$N=${N},r=${r},p=${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const parameters = scryptParameters(cost);
  const salt = randomBytes(parameters.saltLength);
  return format(parameters, salt, await derive(password, salt, parameters, parameters.keyLength));
}

/**
 * A well-formed hash that no password matches (its key is random bytes, not derived from anything).
 * Checking a password against it costs exactly one derivation, like a real account, and making it
 * costs nothing, so it is ready before the first request.
 */
export function decoyHash(cost: number): string {
  const parameters = scryptParameters(cost);
  return format(parameters, randomBytes(parameters.saltLength), randomBytes(parameters.keyLength));
}

const HASH_FORMAT = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

export interface PasswordCheck {
  valid: boolean;
  /** The hash was made with other parameters than `cost`'s: store a fresh hash now that we know the password. */
  needsRehash: boolean;
}

export async function verifyPassword(password: string, storedHash: string, cost: number): Promise<PasswordCheck> {
  const match = HASH_FORMAT.exec(storedHash);
  // A stored value that is no hash (an account made through a provider has "!", ADR 035) matches no
  // password, after the same one derivation a real hash costs, so timing does not tell such accounts apart.
  if (!match) {
    await verifyPassword(password, decoyHash(cost), cost);
    return { valid: false, needsRehash: false };
  }
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (N * r * p > WORKERS_SCRYPT_COST_LIMIT) return { valid: false, needsRehash: false };
  const expected = Buffer.from(match[5]!, "base64");
  const actual = await derive(password, Buffer.from(match[4]!, "base64"), { N, r, p }, expected.length);
  const valid = actual.length === expected.length && timingSafeEqual(actual, expected);
  const current = scryptParameters(cost);
  const needsRehash = valid && (N !== current.N || r !== current.r || p !== current.p || expected.length !== current.keyLength);
  return { valid, needsRehash };
}
