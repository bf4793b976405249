/**
 * One-click unsubscribe from reply notifications (issue 25 item 6, RFC 8058). The signed token in the
 * emailed link is the only authority: no session, no form token, since mail clients post it from
 * their own servers. Each write is the token's member's own and needs their account to still exist.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { sql } from "drizzle-orm";
import { verifyUnsubscribeToken, type UnsubscribeClaim } from "./domain/unsubscribe-token";
import { threadName, threadPlaceRead } from "./notification-threads.server";

/** What the token's link stops: every community reply email (one-click's choice), or this thread's. */
export type UnsubscribeScope = "all" | "thread";

/** The member and thread a token names (null when this site did not sign it), and what the thread is called, if it still exists. */
export async function readUnsubscribeLink(
  context: AppLoadContext,
  token: string,
): Promise<{ claim: UnsubscribeClaim; threadName: string | null } | null> {
  const claim = await verifyUnsubscribeToken(token, context.settings.sessionSecret);
  if (!claim) return null;
  const [place] = await threadPlaceRead(context, claim.threadId);
  return { claim, threadName: place ? threadName(place, context.locale) : null };
}

/**
 * Switches the emails off. `all` sets the member's community reply emails off (Settings switches
 * them back on); `thread` unfollows the one thread, kept as `following = 0` like Unfollow. Doing it
 * twice changes nothing more, and an account deleted since the email was sent is simply not written.
 */
export async function unsubscribe(context: AppLoadContext, claim: UnsubscribeClaim, scope: UnsubscribeScope): Promise<void> {
  const now = Date.now();
  if (scope === "all") {
    await context.db.run(sql`
      insert into notification_settings (user_id, community_replies, updated_at)
      select id, 0, ${now} from users where id = ${claim.userId}
      on conflict (user_id) do update set community_replies = 0, updated_at = excluded.updated_at`);
    return;
  }
  await context.db.run(sql`
    insert into community_follows (user_id, thread_id, following)
    select users.id, community_threads.id, 0 from users, community_threads
    where users.id = ${claim.userId} and community_threads.id = ${claim.threadId}
    on conflict (user_id, thread_id) do update set following = 0`);
}
