/**
 * Follow/Unfollow on the server (issue 25 item 6). Every statement is the signed-in member's own, and
 * the rule that they may read the thread is inside the statement that writes.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { sql } from "drizzle-orm";
import { threadReadableSql } from "./access-sql.server";
import { threadPlaceRead, type ThreadPlace } from "./notification-threads.server";

/**
 * Follows or unfollows the thread for the member, only if they may read it: an upsert, so an explicit
 * unfollow is kept as `following = 0` (posting again does not follow again) and a follow after it
 * takes effect. Returns the thread's place (for the way back), or null when there is no such thread
 * they may read (nothing is written, and nothing says which it was).
 */
export async function setFollowing(context: AppLoadContext, userId: string, threadId: string, following: boolean): Promise<ThreadPlace | null> {
  const [saved, [place]] = await context.db.batch([
    context.db.run(sql`
      insert into community_follows (user_id, thread_id, following)
      select ${userId}, community_threads.id, ${following ? 1 : 0} from community_threads
      where community_threads.id = ${threadId} and ${threadReadableSql(sql`${userId}`, new Date())}
      on conflict (user_id, thread_id) do update set following = excluded.following`),
    threadPlaceRead(context, threadId),
  ]);
  return saved.rowsAffected > 0 && place ? place : null;
}
