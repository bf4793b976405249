/** Every community address in one place, so pages, emails and the console link the same way. */
export const COMMUNITY_PATH = "/community";
export const COMMUNITY_SEARCH_PATH = "/community/search";
export const NEW_THREAD_PATH = "/community/new";

export const categoryPath = (slug: string) => `/community/c/${slug}`;
export const threadPath = (threadId: string) => `/community/t/${threadId}`;
/** The page of a thread that holds post `postNumber` (pages start after a post number), at its anchor. */
export const postPath = (threadId: string, postNumber: number) =>
  `${threadPath(threadId)}?after=${Math.floor((postNumber - 1) / 30) * 30}#post-${postNumber}`;
export const reportPostPath = (postId: string) => `/community/posts/${postId}/report`;
export const followThreadPath = (threadId: string) => `/community/t/${threadId}/follow`;
/** A lesson's discussion is a section of the lesson page. */
export const LESSON_DISCUSSION_ANCHOR = "discussion";
