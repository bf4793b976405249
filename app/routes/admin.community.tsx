import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CommunityConsole, type ConsolePost } from "~/features/admin/community-console";
import {
  isIntent,
  liftSuspensionSchema,
  MEMBER_INTENTS,
  POST_INTENTS,
  postModerationSchema,
  suspendSchema,
  THREAD_INTENTS,
  threadModerationSchema,
} from "~/features/admin/community-forms";
import {
  communityConsoleReads,
  liftSuspension,
  moderatePost,
  moderateThread,
  suspendMember,
  type ConsolePostRow,
} from "~/features/admin/community-moderation.server";
import { CONSOLE_PAGE_SIZE } from "~/features/admin/console-query";
import type { StaffOutcome } from "~/features/admin/learners.server";
import { CONSOLE_ROLES, requireStaff, requireStaffWith } from "~/features/admin/staff.server";
import { checkSuspensionDate, parseCommunityLink, suspensionDayRange, suspensionLastDay } from "~/features/community/domain/moderation-rules";
import { CONSOLE_TEXTS } from "~/features/community/moderation-texts";
import { postPath, threadPath } from "~/features/community/paths";
import { findCourseBySlug } from "~/lib/domain/catalog";
import { displayName } from "~/lib/domain/display-name";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { parseSubmission } from "~/lib/http/form";
import { pageMeta } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";

/** Members' posts and emails: never stored by any cache. */
const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction = () => [
  ...pageMeta("Community · Staff console", "Reports and moderation of the community."),
  { name: "robots", content: "noindex" },
];

const LINK_LIMIT = 500;

function threadLabel(thread: { kind: "space" | "lesson"; title: string | null; courseId: string | null; lessonNumber: number | null }) {
  // A title emptied when its author deleted their account reads as deleted, as their posts do.
  if (thread.kind === "space") return thread.title || "[deleted]";
  return CONSOLE_TEXTS.lessonDiscussion(findCourseBySlug(thread.courseId ?? "")?.title ?? thread.courseId ?? "", thread.lessonNumber ?? 0);
}

function consolePost(row: ConsolePostRow): ConsolePost {
  return {
    id: row.id,
    postNumber: row.postNumber,
    href: postPath(row.threadId, row.postNumber),
    bodyHtml: row.bodyHtml,
    createdAt: row.createdAt,
    deletedAt: row.deletedAt,
    hiddenAt: row.hiddenAt,
    author:
      row.authorId && row.authorEmail
        ? {
            id: row.authorId,
            email: row.authorEmail,
            name: displayName({ email: row.authorEmail, firstName: row.authorFirstName, lastName: row.authorLastName }),
            suspendedThrough: row.suspendedUntil ? suspensionLastDay(row.suspendedUntil) : null,
          }
        : null,
    thread: {
      id: row.threadId,
      kind: row.threadKind,
      label: threadLabel({ kind: row.threadKind, title: row.threadTitle, courseId: row.threadCourseId, lessonNumber: row.threadLessonNumber }),
      href: threadPath(row.threadId),
      lockedAt: row.threadLockedAt,
      pinnedAt: row.threadPinnedAt,
    },
  };
}

/** Everything the page shows, for admins only, in one round trip with the session (404 for anyone else). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const link = (url.searchParams.get("link") ?? "").slice(0, LINK_LIMIT);
  const now = new Date();
  const {
    data: [reports, found, threads, hidden, suspensions],
  } = await requireStaffWith(request, context, CONSOLE_ROLES, (isStaff) =>
    communityConsoleReads(context, isStaff, parseCommunityLink(link), now),
  );
  return data(
    {
      reports: reports.slice(0, CONSOLE_PAGE_SIZE).map((row) => ({
        ...consolePost(row),
        reports: row.reports,
        firstReportedAt: new Date(row.firstReportedAt),
        reasons: JSON.parse(row.reasons) as string[],
      })),
      moreReports: reports.length > CONSOLE_PAGE_SIZE,
      link,
      found: found[0] ? consolePost(found[0]) : null,
      threads: threads.map((thread) => ({ ...thread, label: threadLabel(thread), href: threadPath(thread.id) })),
      hidden: hidden.map(consolePost),
      suspensions: suspensions.map((row) => ({
        id: row.userId,
        email: row.email,
        name: displayName(row),
        through: suspensionLastDay(row.until),
      })),
      days: suspensionDayRange(now),
    },
    { headers: noStore },
  );
}

/** One staff action per post: the form's own messages when refused, else back to the page with what was done. */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, CONSOLE_ROLES);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const formId = String(form.get("form") ?? "").slice(0, 200);
  const refuse = (reply: { values: Partial<Record<string, string>>; errors: Partial<Record<string, string>> }) =>
    data({ form: formId, ...reply }, { status: 400, headers: noStore });
  let outcome: StaffOutcome;
  if (isIntent(POST_INTENTS, intent)) {
    const submission = parseSubmission(form, postModerationSchema);
    if (!submission.success) return refuse(submission.reply());
    outcome = await moderatePost(context, staff, intent, submission.value.post, submission.value.reason);
  } else if (isIntent(THREAD_INTENTS, intent)) {
    const submission = parseSubmission(form, threadModerationSchema);
    if (!submission.success) return refuse(submission.reply());
    outcome = await moderateThread(context, staff, intent, submission.value.thread, submission.value.reason);
  } else if (isIntent(MEMBER_INTENTS, intent) && intent === "community-suspend") {
    const submission = parseSubmission(form, suspendSchema);
    if (!submission.success) return refuse(submission.reply());
    const day = checkSuspensionDate(submission.value.until, new Date());
    if (!day.ok) return refuse(submission.reply({ until: CONSOLE_TEXTS.dateProblems[day.problem] }));
    outcome = await suspendMember(context, staff, submission.value.user, day.until, submission.value.reason);
  } else if (isIntent(MEMBER_INTENTS, intent)) {
    const submission = parseSubmission(form, liftSuspensionSchema);
    if (!submission.success) return refuse(submission.reply());
    outcome = await liftSuspension(context, staff, submission.value.user, submission.value.reason);
  } else {
    return data({ form: "", values: {}, errors: { form: CONSOLE_TEXTS.refused.unknown } }, { status: 400, headers: noStore });
  }
  const url = new URL(request.url);
  return redirectWithToast(
    `/admin/community${url.search}`,
    outcome.ok
      ? { type: "success", title: CONSOLE_TEXTS.doneTitle, description: outcome.message }
      : { type: "error", title: CONSOLE_TEXTS.refusedTitle, description: outcome.message },
    context,
    { headers: noStore },
  );
}

export default function AdminCommunity() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <CommunityConsole page={page} reply={reply} />;
}
