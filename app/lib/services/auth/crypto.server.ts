import { base64url } from "~/lib/domain/base64url";

/** A random, URL-safe secret (256 bits). */
export function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** SHA-256 as hex: tokens are stored only as hashes, so a database copy cannot be replayed; a file's bytes, to name its version. */
export async function sha256(value: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", typeof value === "string" ? new TextEncoder().encode(value) : value);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
