/**
 * The console's community page (issue 25 item 4). Each action is a plain form inside a <details> (it
 * opens without JavaScript), with the reason the audit log keeps; a refused form comes back open, with
 * its message and what was typed.
 */
import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import { CONSOLE_TEXTS } from "~/features/community/moderation-texts";
import { formatDate } from "~/lib/domain/dates";
import { UtcDay } from "~/components/utc-day";
import { ConsoleMoment } from "./console-parts";
import type { CommunityIntent } from "./community-forms";
import { REASON_CONSTRAINT } from "./fields";

const T = CONSOLE_TEXTS;

/** A person as staff see them: their display name and email, and their console page. */
export interface ConsolePerson {
  id: string;
  name: string;
  email: string;
}

export interface ConsoleThread {
  id: string;
  kind: "space" | "lesson";
  label: string;
  href: string;
  lockedAt: Date | null;
  pinnedAt: Date | null;
}

export interface ConsolePost {
  id: string;
  postNumber: number;
  href: string;
  /** Sanitized when the post was saved (ADR 036): the console serves it as members would see it. */
  bodyHtml: string;
  createdAt: Date;
  deletedAt: Date | null;
  hiddenAt: Date | null;
  author: (ConsolePerson & { suspendedThrough: string | null }) | null;
  thread: ConsoleThread;
}

export interface ConsoleReport extends ConsolePost {
  reports: number;
  firstReportedAt: Date;
  reasons: string[];
}

/** What an action answered when it refused a form: which form, what was typed, and why. */
export interface ConsoleReply {
  form: string;
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
}

export interface DayRange {
  min: string;
  max: string;
}

/**
 * One action's form: its target, its reason (and a suspension's last day), its button, behind a
 * disclosure. `section` tells apart the forms for one thread or member under several posts, so every
 * input's id is unique on the page.
 */
function ActionForm({
  section,
  intent,
  field,
  id,
  reply,
  days,
}: {
  section: string;
  intent: CommunityIntent;
  field: "post" | "thread" | "user";
  id: string;
  reply: ConsoleReply | undefined;
  days?: DayRange;
}) {
  // A new form after each navigation: with JavaScript the page stays mounted, and a done action must not leave its reason typed in.
  const { key: visit } = useLocation();
  const formId = `${section}-${intent}-${id}`;
  const mine = reply?.form === formId ? reply : undefined;
  const errors = mine?.errors ?? {};
  const texts = T.actions[intent];
  return (
    <details className="rounded-lg border border-slate-200 px-3 py-2" open={mine ? true : undefined}>
      <summary className="cursor-pointer text-sm font-medium text-brand-700">{texts.label}</summary>
      <Form key={visit} method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="form" value={formId} />
        <input type="hidden" name={field} value={id} />
        <FormError message={errors.form} />
        {days ? (
          <TextField
            id={`${formId}-until`}
            name="until"
            type="date"
            label={T.suspendDateLabel}
            min={days.min}
            max={days.max}
            required
            defaultValue={mine?.values.until}
            error={errors.until}
            hint={<p className="mt-1 text-sm text-slate-700">{T.suspendDateHint}</p>}
          />
        ) : null}
        <TextField
          id={`${formId}-reason`}
          name="reason"
          label={T.reasonLabel}
          defaultValue={mine?.values.reason}
          error={errors.reason}
          {...REASON_CONSTRAINT}
        />
        <SubmitButton label={texts.label} busyLabel={texts.busy} intent={intent} className="button-secondary" />
      </Form>
    </details>
  );
}

function ThreadActions({ section, thread, reply }: { section: string; thread: ConsoleThread; reply: ConsoleReply | undefined }) {
  return (
    <>
      <ActionForm
        section={section}
        intent={thread.lockedAt ? "community-thread-unlock" : "community-thread-lock"}
        field="thread"
        id={thread.id}
        reply={reply}
      />
      {thread.kind === "space" ? (
        <ActionForm
          section={section}
          intent={thread.pinnedAt ? "community-thread-unpin" : "community-thread-pin"}
          field="thread"
          id={thread.id}
          reply={reply}
        />
      ) : null}
    </>
  );
}

function MemberActions({
  section,
  author,
  reply,
  days,
}: {
  section: string;
  author: NonNullable<ConsolePost["author"]>;
  reply: ConsoleReply | undefined;
  days: DayRange;
}) {
  return author.suspendedThrough ? (
    <ActionForm section={section} intent="community-suspension-lift" field="user" id={author.id} reply={reply} />
  ) : (
    <ActionForm section={section} intent="community-suspend" field="user" id={author.id} reply={reply} days={days} />
  );
}

/** A post as staff see it: where it is, who wrote it, its state, its text as members saw it, then `children` (reports, actions). */
function PostCard({ post, testId, children }: { post: ConsolePost; testId: string; children: ReactNode }) {
  return (
    <li className="p-4" data-testid={testId}>
      <p className="font-semibold">
        {T.inThread}{" "}
        <Link to={post.href} className="break-words text-brand-700 underline">
          {post.thread.label}
        </Link>{" "}
        · #{post.postNumber}
      </p>
      <p className="break-all text-sm text-slate-700">
        {T.by}{" "}
        {post.author ? (
          <Link to={`/admin/learners/${post.author.id}`} className="text-brand-700 underline">
            {post.author.name} ({post.author.email})
          </Link>
        ) : (
          T.formerMember
        )}{" "}
        · <UtcDay value={post.createdAt} />
        {post.author?.suspendedThrough ? ` · ${T.suspendedThrough} ${formatDate(post.author.suspendedThrough)} ${T.torontoTime}` : null}
      </p>
      <ul className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
        {post.hiddenAt ? (
          <li className="rounded-full bg-red-100 px-2.5 py-0.5 text-red-900">
            {T.hiddenPost} <ConsoleMoment value={post.hiddenAt} />
          </li>
        ) : null}
        {post.deletedAt ? <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800">{T.deletedPost}</li> : null}
        {post.thread.lockedAt ? <li className="rounded-full bg-amber-100 px-2.5 py-0.5 text-amber-900">{T.lockedThread}</li> : null}
        {post.thread.pinnedAt ? <li className="rounded-full bg-sky-100 px-2.5 py-0.5 text-sky-900">{T.pinnedThread}</li> : null}
      </ul>
      {post.postNumber === 1 && post.thread.kind === "space" ? <p className="mt-1 text-sm text-slate-700">{T.openingPost}</p> : null}
      {post.deletedAt ? null : (
        // Stored sanitized when the post was saved; never Markdown rendered here.
        <div className="post-body mt-3 break-words rounded-lg bg-slate-50 p-3" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
      )}
      {children}
    </li>
  );
}

/** Everything staff can do about a post, its thread and its author; `children` (a report's dismissal) come after hide or restore. */
function PostActions({
  section,
  post,
  reply,
  days,
  children,
}: {
  section: string;
  post: ConsolePost;
  reply: ConsoleReply | undefined;
  days: DayRange;
  children?: ReactNode;
}) {
  return (
    <div className="mt-3 grid gap-2">
      <ActionForm
        section={section}
        intent={post.hiddenAt ? "community-post-restore" : "community-post-hide"}
        field="post"
        id={post.id}
        reply={reply}
      />
      {children}
      <ThreadActions section={section} thread={post.thread} reply={reply} />
      {post.author ? <MemberActions section={section} author={post.author} reply={reply} days={days} /> : null}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

const LIST_CLASS = "mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white";

export interface CommunityConsoleData {
  reports: ConsoleReport[];
  moreReports: boolean;
  link: string;
  found: ConsolePost | null;
  threads: ConsoleThread[];
  hidden: ConsolePost[];
  suspensions: (ConsolePerson & { through: string })[];
  days: DayRange;
}

export function CommunityConsole({ page, reply }: { page: CommunityConsoleData; reply: ConsoleReply | undefined }) {
  // A post no form on the page makes (an unknown intent) is answered above the page.
  const unknownAction = reply?.form === "" ? reply.errors.form : undefined;
  return (
    <div>
      <FormError message={unknownAction} />
      <h1 className="text-3xl font-bold tracking-tight">{T.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{T.intro}</p>

      <Section id="community-reports" title={T.reportsHeading}>
        {page.reports.length === 0 ? (
          <p className="card mt-4">{T.noReports}</p>
        ) : (
          <ol className={LIST_CLASS} aria-labelledby="community-reports">
            {page.reports.map((report) => (
              <PostCard key={report.id} post={report} testId="community-report">
                <p className="mt-3 text-sm font-semibold">
                  {T.reportCount(report.reports)}, {T.firstReported} <ConsoleMoment value={report.firstReportedAt} />
                </p>
                <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
                  {report.reasons.map((reason, index) => (
                    <li key={index} className="break-words">
                      {reason}
                    </li>
                  ))}
                </ul>
                <PostActions section={`report-${report.id}`} post={report} reply={reply} days={page.days}>
                  <ActionForm section={`report-${report.id}`} intent="community-reports-dismiss" field="post" id={report.id} reply={reply} />
                </PostActions>
              </PostCard>
            ))}
          </ol>
        )}
        {page.moreReports ? <p className="mt-2 text-sm text-slate-700">{T.moreReports(page.reports.length)}</p> : null}
      </Section>

      <Section id="community-find" title={T.findHeading}>
        <Form method="get" className="mt-4 grid max-w-2xl gap-3">
          <TextField
            name="link"
            label={T.findLabel}
            defaultValue={page.link}
            maxLength={500}
            hint={<p className="mt-1 text-sm text-slate-700">{T.findHint}</p>}
          />
          <div>
            <button type="submit" className="button-primary">
              {T.findButton}
            </button>
          </div>
        </Form>
        {page.found ? (
          <ol className={LIST_CLASS} aria-label={T.findHeading}>
            <PostCard post={page.found} testId="community-found">
              <PostActions section="found" post={page.found} reply={reply} days={page.days} />
            </PostCard>
          </ol>
        ) : page.link ? (
          <p className="card mt-4">{T.findNothing}</p>
        ) : null}
      </Section>

      <Section id="community-threads" title={T.threadsHeading}>
        {page.threads.length === 0 ? (
          <p className="card mt-4">{T.noThreads}</p>
        ) : (
          <ul className={LIST_CLASS} aria-labelledby="community-threads">
            {page.threads.map((thread) => (
              <li key={thread.id} className="p-4" data-testid="community-thread">
                <Link to={thread.href} className="break-words font-semibold text-brand-700 underline">
                  {thread.label}
                </Link>
                <p className="text-sm text-slate-700">
                  {[thread.pinnedAt ? T.pinnedThread : null, thread.lockedAt ? T.lockedThread : null].filter(Boolean).join(" · ")}
                </p>
                <div className="mt-3 grid gap-2">
                  <ThreadActions section="threads" thread={thread} reply={reply} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="community-hidden" title={T.hiddenHeading}>
        {page.hidden.length === 0 ? (
          <p className="card mt-4">{T.noHidden}</p>
        ) : (
          <ol className={LIST_CLASS} aria-labelledby="community-hidden">
            {page.hidden.map((post) => (
              <PostCard key={post.id} post={post} testId="community-hidden-post">
                <div className="mt-3 grid gap-2">
                  <ActionForm section="hidden" intent="community-post-restore" field="post" id={post.id} reply={reply} />
                </div>
              </PostCard>
            ))}
          </ol>
        )}
      </Section>

      <Section id="community-suspensions" title={T.suspensionsHeading}>
        {page.suspensions.length === 0 ? (
          <p className="card mt-4">{T.noSuspensions}</p>
        ) : (
          <ul className={LIST_CLASS} aria-labelledby="community-suspensions">
            {page.suspensions.map((member) => (
              <li key={member.id} className="p-4" data-testid="community-suspension">
                <Link to={`/admin/learners/${member.id}`} className="break-all font-semibold text-brand-700 underline">
                  {member.name} ({member.email})
                </Link>
                <p className="text-sm text-slate-700">
                  {T.suspendedThrough} {formatDate(member.through)} {T.torontoTime}
                </p>
                <div className="mt-3 grid gap-2">
                  <ActionForm section="suspensions" intent="community-suspension-lift" field="user" id={member.id} reply={reply} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
