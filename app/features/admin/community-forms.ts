/**
 * The console's community forms (ADR 020's recipe): which post, thread or member, the reason the audit
 * log keeps, and a suspension's last day. `form` names the one form on the page that posted, so its
 * messages and what was typed go back to it and not to another form for the same post.
 */
import { z } from "zod";
import { CONSOLE_TEXTS } from "~/features/community/moderation-texts";
import { reason } from "./learner-forms";

const id = z.string().min(1).max(64);
const form = z.string().max(200).optional().default("");

export const POST_INTENTS = ["community-post-hide", "community-post-restore", "community-reports-dismiss"] as const;
export const THREAD_INTENTS = ["community-thread-lock", "community-thread-unlock", "community-thread-pin", "community-thread-unpin"] as const;
export const MEMBER_INTENTS = ["community-suspend", "community-suspension-lift"] as const;

export type PostIntent = (typeof POST_INTENTS)[number];
export type ThreadIntent = (typeof THREAD_INTENTS)[number];
export type MemberIntent = (typeof MEMBER_INTENTS)[number];
export type CommunityIntent = PostIntent | ThreadIntent | MemberIntent;

export const postModerationSchema = z.object({ form, post: id, reason });
export const threadModerationSchema = z.object({ form, thread: id, reason });
export const liftSuspensionSchema = z.object({ form, user: id, reason });
/** The day is checked by the rules (a real date after today in Toronto), which know the clock. */
export const suspendSchema = z.object({
  form,
  user: id,
  until: z
    .string({ required_error: CONSOLE_TEXTS.dateProblems["not-a-date"] })
    .min(1, CONSOLE_TEXTS.dateProblems["not-a-date"])
    .max(10, CONSOLE_TEXTS.dateProblems["not-a-date"]),
  reason,
});

export const isIntent = <T extends string>(intents: readonly T[], intent: string): intent is T =>
  (intents as readonly string[]).includes(intent);
