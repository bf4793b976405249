/** What the community's pages and answers say to the people using them (issue 25), in one place. */
import { formatCount } from "./domain/format";

export const VALIDATION_TEXTS = {
  bodyEmpty: "Write something to post.",
  bodyTooLong: (length: number, max: number) => `Your post is ${formatCount(length)} characters; the limit is ${formatCount(max)}.`,
  titleEmpty: "Give your thread a title.",
  titleTooLong: (length: number, max: number) => `Your title is ${formatCount(length)} characters; the limit is ${formatCount(max)}.`,
  category: "Choose a category for your thread.",
};

export const LIMIT_TEXTS = {
  locked: "This thread is locked: staff closed it to new posts.",
  suspended: (when: string) => `Staff have suspended you from posting. You can post again ${when}.`,
  unverified: "Confirm your email address to post: open the link we emailed you, or send a new one from Settings.",
  newAccount: (when: string) => `New accounts can post once they are a day old. You can post ${when}.`,
  burst: (when: string) => `You have written 5 posts in the last 10 minutes, the most we allow. You can post again ${when}.`,
  daily: (when: string) => `You have written 30 posts today, the most we allow in a day. You can post again ${when}.`,
  previews: (count: number) =>
    `You have asked for ${formatCount(count)} previews in the last minute, the most we allow. You can preview again in a minute.`,
};

export const ACTION_TEXTS = {
  noAccess: "You do not have access to this discussion.",
  notFound: "This post or thread no longer exists.",
  editClosed: "Posts can be changed for 15 minutes after they are written; this one can no longer be edited.",
  failed: "Your post could not be saved. Please try again.",
  posted: "Your post is up.",
  threadStarted: "Your thread is up.",
  edited: "Your post was changed.",
  deleted: "Your post was deleted.",
  logIn: "Log in to post.",
};

export const PAGE_TEXTS = {
  spaceTitle: "Community",
  spaceIntro: "Ask, answer and share your wins with other learners. Be kind; staff remove what breaks the rules.",
  titlesOnly:
    "The members' space is part of every plan. You can see what members are talking about; join a plan to read the posts and write your own.",
  visitorTitle: "Login Required",
  visitorText: "The community is where members ask and answer each other. Log in to see it.",
  noThreads: "No threads here yet. Start the first one.",
  deleted: "[deleted]",
  hiddenByStaff: "Hidden by staff",
  edited: "edited",
  deletedAccount: "Deleted account",
  locked: "Locked",
  lockedNotice: "This thread is locked: staff closed it to new posts.",
  pinned: "Pinned",
  discussionTitle: "Discussion",
  discussionIntro: "Questions and notes about this lesson, from learners who can open it.",
  noPosts: "No posts yet. Ask the first question.",
};
