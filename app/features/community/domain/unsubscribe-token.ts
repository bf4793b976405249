/**
 * The token in a reply notification's unsubscribe link: who it was sent to and about which thread,
 * signed as every unsubscribe link is (~/lib/domain/unsubscribe-token.ts), under the community's own
 * key. Links already sent keep working: the payload (`{ u, t }`) and the key are as they always were.
 *
 * What a token switches off is decided by the unsubscribe route: one-click switches off the kind of
 * email (every community reply email), and the page also offers to stop just this thread.
 */
import { signUnsubscribeClaim, verifyUnsubscribeClaim } from "~/lib/domain/unsubscribe-token";

export interface UnsubscribeClaim {
  userId: string;
  threadId: string;
}

const LIST = "community-unsubscribe";

export function signUnsubscribeToken(claim: UnsubscribeClaim, secret: string): Promise<string> {
  return signUnsubscribeClaim(LIST, { u: claim.userId, t: claim.threadId }, secret);
}

/** The claim a token carries, or null when this site did not sign it (tampered, cut off, or not a token at all). */
export async function verifyUnsubscribeToken(token: string, secret: string): Promise<UnsubscribeClaim | null> {
  const claim = await verifyUnsubscribeClaim(LIST, token, secret, ["u", "t"]);
  return claim ? { userId: claim.u, threadId: claim.t } : null;
}
