/**
 * The OpenID nonce, derived from the flow's `state` instead of stored: base64url(HMAC-SHA256(secret,
 * "nonce:" + state)). The callback recomputes it from the state it has already matched against the
 * state cookie, so an ID token minted for another flow (another state) carries a nonce we refuse.
 * Web Crypto only: it runs in workerd as in Node.
 */
import { base64url } from "~/lib/domain/base64url";

export async function deriveNonce(secret: string, state: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`nonce:${state}`));
  return base64url(new Uint8Array(mac));
}
