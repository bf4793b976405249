import type { AppLoadContext } from "@remix-run/cloudflare";

/**
 * Emails the thread's followers about a new post (issue 25 item 6). Placeholder until the notifications
 * branch lands: posting code already calls it after the post's batch commits.
 */
export async function notifyFollowersOfPost(_context: AppLoadContext, _post: { threadId: string; postId: string }): Promise<void> {}
