/**
 * The token in a reply notification's unsubscribe link: who it was sent to and about which thread,
 * signed with HMAC-SHA256 under the site's secret. It needs no table and no expiry: it can only switch
 * notifications off for its own member, which nobody needs to be protected from, and a link in an old
 * email should still work (CASL asks that an unsubscribe keep working). Changing SESSION_SECRET voids
 * every link; the page then sends the member to Settings.
 *
 * What a token switches off is decided by the unsubscribe route: one-click switches off the kind of
 * email (every community reply email), and the page also offers to stop just this thread.
 * Web Crypto only: it runs in workerd as in Node.
 */
import { base64url, fromBase64url } from "~/lib/domain/base64url";

export interface UnsubscribeClaim {
  userId: string;
  threadId: string;
}

// A key of its own for this purpose, so a signature made here is never valid anywhere else the secret signs.
const PURPOSE = "community-unsubscribe";
/** Ids are UUIDs or URL-safe random tokens; anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 400;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export async function signUnsubscribeToken(claim: UnsubscribeClaim, secret: string): Promise<string> {
  const payload = new TextEncoder().encode(JSON.stringify({ u: claim.userId, t: claim.threadId }));
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), payload));
  return `${base64url(payload)}.${base64url(signature)}`;
}

/** The claim a token carries, or null when this site did not sign it (tampered, cut off, or not a token at all). */
export async function verifyUnsubscribeToken(token: string, secret: string): Promise<UnsubscribeClaim | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  // `atob` also reads "+", "/" and "=": a token this site made has none of them.
  if (!BASE64URL.test(payload) || !BASE64URL.test(signature)) return null;
  try {
    const bytes = fromBase64url(payload);
    if (!(await crypto.subtle.verify("HMAC", await hmacKey(secret), fromBase64url(signature), bytes))) return null;
    const claim = JSON.parse(new TextDecoder().decode(bytes)) as { u?: unknown; t?: unknown };
    return typeof claim.u === "string" && typeof claim.t === "string" ? { userId: claim.u, threadId: claim.t } : null;
  } catch {
    // Not base64url or not JSON: not a token this site made.
    return null;
  }
}

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", new TextEncoder().encode(`${PURPOSE}:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}
