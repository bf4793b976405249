/** Every community address in one place, so pages, emails and the console link the same way. */
export const COMMUNITY_PATH = "/community";
export const COMMUNITY_SEARCH_PATH = "/community/search";
export const NEW_THREAD_PATH = "/community/new";

// Ids are encoded: an address built from one typed into the URL must still be a valid Location header.
export const categoryPath = (slug: string) => `/community/c/${encodeURIComponent(slug)}`;
export const threadPath = (threadId: string) => `/community/t/${encodeURIComponent(threadId)}`;
/** The page of a thread that holds post `postNumber` (pages start after a post number), at its anchor. */
export const postPath = (threadId: string, postNumber: number) =>
  `${threadPath(threadId)}?after=${Math.floor((postNumber - 1) / 30) * 30}#post-${postNumber}`;
export const reportPostPath = (postId: string) => `/community/posts/${encodeURIComponent(postId)}/report`;
export const followThreadPath = (threadId: string) => `${threadPath(threadId)}/follow`;
/** A lesson's discussion is a section of the lesson page. */
export const LESSON_DISCUSSION_ANCHOR = "discussion";
/** A lesson's discussion: the lesson page at its discussion section. */
export const lessonDiscussionPath = (courseId: string, lessonNumber: number) =>
  `/courses/${courseId}/lesson/${lessonNumber}#${LESSON_DISCUSSION_ANCHOR}`;
/**
 * Where a notification's unsubscribe link leads (a page with a button) and where mail clients post
 * RFC 8058's one-click unsubscribe. Outside any /community layout (`community_.unsubscribe.tsx`): it
 * answers people without a session.
 */
export const UNSUBSCRIBE_PATH = "/community/unsubscribe";
export const unsubscribePath = (token: string) => `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
