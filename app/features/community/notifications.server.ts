import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, sql } from "drizzle-orm";
import { communityFollows, communityPosts, profiles, users } from "../../../db/schema/index";
import { displayName } from "~/lib/domain/display-name";
import { sendAfterResponse } from "~/lib/services/auth/accounts.server";
import { reportError } from "~/lib/report-error.server";
import { plainExcerpt } from "./domain/notification-excerpt";
import { signUnsubscribeToken } from "./domain/unsubscribe-token";
import { NOTIFICATION_SETTINGS_PATH, replyNotificationEmail } from "./notification-emails";
import { translate } from "~/lib/i18n/catalogues.server";
import { isLocale, localizedPath, type Locale } from "~/lib/i18n/locale";
import { threadReadableSql } from "./access-sql.server";
import { threadName, threadPlaceRead } from "./notification-threads.server";
import { postPath, unsubscribePath } from "./paths";

/** At most one email per member per thread in this time (issue 25 item 6). */
export const NOTIFICATION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Claims the followers of the thread to email about the post: following it, not the post's author,
 * with community reply emails on (no settings row means on), a confirmed email, still able to read
 * the thread, and not emailed about it within the hour. The claim is the UPDATE itself (SQLite runs one
 * statement at a time): of two posts made at once, the first stamps `last_emailed_at` and the second
 * finds nobody left to claim, so each member gets one email, and RETURNING says who.
 * A post deleted or hidden before this runs, or in a hidden thread, claims nobody.
 */
function claimRecipients(context: AppLoadContext, threadId: string, postId: string, now: Date) {
  const follower = sql`${communityFollows.userId}`;
  return context.db
    .update(communityFollows)
    .set({ lastEmailedAt: now })
    .where(
      and(
        eq(communityFollows.threadId, threadId),
        eq(communityFollows.following, true),
        sql`(${communityFollows.lastEmailedAt} is null or ${communityFollows.lastEmailedAt} <= ${now.getTime() - NOTIFICATION_INTERVAL_MS})`,
        sql`exists (
          select 1 from community_posts as post
          where post.id = ${postId} and post.thread_id = ${threadId} and post.deleted_at is null and post.hidden_at is null
            and post.author_id is not ${follower}
        )`,
        sql`not exists (select 1 from notification_settings as choice where choice.user_id = ${follower} and choice.community_replies = 0)`,
        sql`exists (select 1 from users as member where member.id = ${follower} and member.email_verified_at is not null)`,
        sql`exists (select 1 from community_threads where community_threads.id = ${threadId} and ${threadReadableSql(follower, now)})`,
      ),
    )
    .returning({
      userId: communityFollows.userId,
      email: sql<string>`(select member.email from users as member where member.id = ${follower})`,
      // The language the member chose: their email is written in it (English until they choose).
      locale: sql<string | null>`(select member.locale from users as member where member.id = ${follower})`,
    });
}

/** The post as its email tells it: its number, its author's name and its text. */
function postRead(context: AppLoadContext, postId: string) {
  return context.db
    .select({
      postNumber: communityPosts.postNumber,
      bodyMarkdown: communityPosts.bodyMarkdown,
      authorEmail: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(communityPosts)
    .leftJoin(users, eq(users.id, communityPosts.authorId))
    .leftJoin(profiles, eq(profiles.id, communityPosts.authorId))
    .where(eq(communityPosts.id, postId));
}

/**
 * Emails the thread's followers about a new post (issue 25 item 6). Posting code calls it after the
 * post's batch commits, after the response. One round trip claims the recipients and reads what the
 * emails say; each email then leaves on its own, so one that fails is reported and the others still go.
 * It never throws: nothing is left to answer, so a failure is reported instead.
 * A member who was claimed but whose email then fails misses that one email: the hour is not given back,
 * so a transport that fails after sending can never make a member receive two.
 */
export async function notifyFollowersOfPost(context: AppLoadContext, post: { threadId: string; postId: string }): Promise<void> {
  try {
    const [recipients, [place], [written]] = await context.db.batch([
      claimRecipients(context, post.threadId, post.postId, new Date()),
      threadPlaceRead(context, post.threadId),
      postRead(context, post.postId),
    ]);
    if (recipients.length === 0 || !place || !written) return;
    const { siteUrl, sessionSecret } = context.settings;
    // Each link in the recipient's language: the French pages live under /fr.
    const url = (path: string, locale: Locale) => new URL(localizedPath(path, locale), siteUrl).href;
    const excerpt = plainExcerpt(written.bodyMarkdown);
    for (const recipient of recipients) {
      const locale: Locale = isLocale(recipient.locale) ? recipient.locale : "en";
      const t = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) => translate(locale, key, values);
      const token = await signUnsubscribeToken({ userId: recipient.userId, threadId: post.threadId }, sessionSecret);
      sendAfterResponse(
        context,
        replyNotificationEmail({
          to: recipient.email,
          threadName: threadName(place, locale),
          authorName: written.authorEmail ? displayName({ email: written.authorEmail, ...written }) : t("services.community.email.formerMember"),
          excerpt,
          postUrl: url(postPath(post.threadId, written.postNumber), locale),
          settingsUrl: url(NOTIFICATION_SETTINGS_PATH, locale),
          unsubscribeUrl: url(unsubscribePath(token), locale),
          t,
          locale,
        }),
      );
    }
  } catch (error) {
    reportError(context, error, { message: "Reply notifications could not be sent", extra: { threadId: post.threadId, postId: post.postId } });
  }
}
