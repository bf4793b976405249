/**
 * The token in an email's unsubscribe link: who it was sent to (and what about), signed with
 * HMAC-SHA256 under the site's secret. It needs no table and no expiry: it can only switch emails off
 * for its own member, which nobody needs to be protected from, and a link in an old email should still
 * work (CASL asks that an unsubscribe keep working). Changing SESSION_SECRET voids every link; the page
 * then sends the member to Settings.
 *
 * Each kind of email (`list`) signs under a key of its own, so a link from one kind of email can never
 * stop another, and a signature made here is never valid anywhere else the secret signs. The community's
 * reply emails (features/community/domain/unsubscribe-token.ts) and the weekly review email
 * (features/review-emails) use it. Web Crypto only: it runs in workerd as in Node.
 */
import { base64url, fromBase64url } from "~/lib/domain/base64url";

/** The kinds of email with an unsubscribe link; each is the purpose its key is made for. */
export type UnsubscribeList = "community-unsubscribe" | "review-emails-unsubscribe";

/** Ids are UUIDs or URL-safe random tokens; anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 400;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Signs `claim` (short string fields, in the order given) for `list`'s links. */
export async function signUnsubscribeClaim(list: UnsubscribeList, claim: Record<string, string>, secret: string): Promise<string> {
  const payload = new TextEncoder().encode(JSON.stringify(claim));
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(list, secret), payload));
  return `${base64url(payload)}.${base64url(signature)}`;
}

/**
 * The claim a token carries, with each of `fields` a string, or null when this site did not sign it for
 * `list` (tampered, cut off, another kind of email's, or not a token at all).
 */
export async function verifyUnsubscribeClaim<Field extends string>(
  list: UnsubscribeList,
  token: string,
  secret: string,
  fields: readonly Field[],
): Promise<Record<Field, string> | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  // `atob` also reads "+", "/" and "=": a token this site made has none of them.
  if (!BASE64URL.test(payload) || !BASE64URL.test(signature)) return null;
  try {
    const bytes = fromBase64url(payload);
    if (!(await crypto.subtle.verify("HMAC", await hmacKey(list, secret), fromBase64url(signature), bytes))) return null;
    const claim = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown> | null;
    if (typeof claim !== "object" || claim === null) return null;
    return fields.every((field) => typeof claim[field] === "string") ? (claim as Record<Field, string>) : null;
  } catch {
    // Not base64url or not JSON: not a token this site made.
    return null;
  }
}

function hmacKey(list: UnsubscribeList, secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", new TextEncoder().encode(`${list}:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}
