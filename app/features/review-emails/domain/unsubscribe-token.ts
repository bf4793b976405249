/**
 * The token in the weekly review email's unsubscribe link: the learner it was sent to, signed as every
 * unsubscribe link is (~/lib/domain/unsubscribe-token.ts) under this email's own key, so a community
 * link cannot stop review emails, nor this one community emails.
 */
import { signUnsubscribeClaim, verifyUnsubscribeClaim } from "~/lib/domain/unsubscribe-token";

const LIST = "review-emails-unsubscribe";

export function signReviewEmailToken(userId: string, secret: string): Promise<string> {
  return signUnsubscribeClaim(LIST, { u: userId }, secret);
}

/** The learner a token names, or null when this site did not sign it for review emails. */
export async function verifyReviewEmailToken(token: string, secret: string): Promise<{ userId: string } | null> {
  const claim = await verifyUnsubscribeClaim(LIST, token, secret, ["u"]);
  return claim ? { userId: claim.u } : null;
}
