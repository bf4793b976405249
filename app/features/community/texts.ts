/**
 * The English words of the community's forms and posting limits (issue 25), as the domain rules and the
 * schemas give them; pages and other languages read the catalogue (services.community).
 */
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
