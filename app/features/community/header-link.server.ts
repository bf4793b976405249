import { COMMUNITY_PATH } from "./paths";
import { entitlementsOf } from "~/lib/domain/entitlements";
import type { SubscriptionState } from "~/lib/domain/subscription";

/**
 * Where the site's header links a signed-in learner to the community: its address when their plan
 * includes it, else nowhere. Server-only, so the root's script does not carry the community's paths.
 */
export function communityLinkFor(subscription: SubscriptionState): string | null {
  return entitlementsOf(subscription).community ? COMMUNITY_PATH : null;
}
