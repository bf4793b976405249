/**
 * The community's UI: lists of threads, posts, the post form with its Preview, and the gates. Every
 * form is a plain POST that works without JavaScript; with it, a reply is sent by a fetcher, appears
 * when the page's data revalidates, and the form empties.
 */
import { Form, Link, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { Badge } from "~/components/badge";
import { FormError } from "~/components/form-fields";
import { Avatar } from "~/features/dashboard/avatar";
import { useHydrated } from "~/hooks/use-hydrated";
import { useSitePath } from "~/hooks/use-site-path";
import { useTranslate, type Translate } from "~/hooks/use-translate";
import { UtcDay } from "~/components/utc-day";
import type { FormReply } from "~/lib/http/form";
import type { MessageKey } from "~/lib/i18n/messages";
import { CATEGORIES } from "./domain/categories";
import {
  BODY_MAX,
  POST_INTENTS,
  RELOAD_FIELD,
  REPLY_CONSTRAINTS,
  THREAD_CONSTRAINTS as threadConstraints,
  threadCursorParam,
  type ThreadCursor,
} from "./domain/community-rules";
import { categoryPath, COMMUNITY_PATH, NEW_THREAD_PATH, postPath, reportPostPath, threadPath } from "./paths";
import type { ListedThread, ShownPost } from "./community.server";
import { SignInGate } from "~/components/locked-page";

/** What a post form's action answers: the form again (errors, kept text, a preview), or the post just written. */
export type PostFormReply = FormReply<"body" | "title" | "category"> & { preview?: string };
export type PostedReply = { posted: { threadId: string; postNumber: number } };
export type PostActionData = PostFormReply | PostedReply;

const bodyConstraints = REPLY_CONSTRAINTS.body;

const textareaClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700";

export function isPosted(data: PostActionData | undefined): data is PostedReply {
  return data !== undefined && "posted" in data;
}

/** A category's name in the page's language (its slug is the key; an unknown slug shows as it was sent). */
export function categoryName(t: Translate, category: { slug: string; name: string }): string {
  const key = `services.community.category.${category.slug}` as MessageKey;
  const name = t(key);
  return name === key ? category.name : name;
}

/** A course's title in the page's language: the frame's own words for it (`nav.course.<slug>`). */
export function courseTitle(t: Translate, slug: string, title: string): string {
  const key = `nav.course.${slug}` as MessageKey;
  const name = t(key);
  return name === key ? title : name;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}

/** The Markdown textarea with its hint and message; `id` keeps two forms on one page apart. */
function BodyField({ id, label, value, error }: { id: string; label: string; value?: string; error?: string }) {
  const t = useTranslate();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
        {t("services.community.post.bodyHint", { max: BODY_MAX })}
      </p>
      <textarea
        id={id}
        name="body"
        rows={6}
        defaultValue={value}
        className={textareaClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        {...bodyConstraints}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The rendered text a Preview asked for, above the form that keeps what was typed. */
function PreviewPanel({ html }: { html: string | undefined }) {
  const t = useTranslate();
  if (html === undefined) return null;
  return (
    <section
      aria-label={t("services.community.post.preview")}
      className="rounded-lg border border-dashed border-slate-400 bg-slate-50 p-4"
      data-testid="post-preview"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-700">{t("services.community.post.preview")}</p>
      <div className="post-body prose-sm mt-2 break-words text-slate-800" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

function FormButtons({ submitLabel, busy }: { submitLabel: string; busy: boolean }) {
  const t = useTranslate();
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" name="intent" value={POST_INTENTS.post} className="button-primary" disabled={busy}>
        {busy ? t("services.community.post.posting") : submitLabel}
      </button>
      <button type="submit" name="intent" value={POST_INTENTS.preview} className="button-secondary" disabled={busy}>
        {t("services.community.post.preview")}
      </button>
    </div>
  );
}

/**
 * A reply (a thread's, or a lesson's discussion): a fetcher form, so with JavaScript the reply appears
 * without a reload and the form empties; without it, a plain POST whose answer redirects back or shows
 * the form again with what was typed. A new post beyond this page of the thread opens its page.
 */
export function ReplyForm({
  action,
  reply,
  heading,
  id,
  currentPage,
}: {
  action: string;
  /** What the action answered to a POST without JavaScript (`useActionData`). */
  reply: PostActionData | undefined;
  heading: string;
  id: string;
  /** The post numbers this page shows, so a reply beyond them opens its own page. */
  currentPage?: { threadId: string; after: number; size: number };
}) {
  const fetcher = useFetcher<PostActionData>();
  const hydrated = useHydrated();
  const t = useTranslate();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const data = fetcher.data ?? reply;
  const shown = isPosted(data) ? undefined : data;
  const errors = shown?.errors ?? {};
  useEffect(() => {
    if (fetcher.state !== "idle" || !isPosted(fetcher.data)) return;
    form.current?.reset();
    const { threadId, postNumber } = fetcher.data.posted;
    if (currentPage && (threadId !== currentPage.threadId || postNumber > currentPage.after + currentPage.size)) {
      navigate(postPath(threadId, postNumber));
    }
  }, [fetcher.state, fetcher.data, currentPage, navigate]);
  return (
    <section aria-labelledby={`${id}-heading`} className="card">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        {heading}
      </h2>
      <fetcher.Form ref={form} method="post" action={action} className="mt-4 space-y-4" key={isPosted(data) ? "posted" : "form"}>
        {hydrated ? null : <input type="hidden" name={RELOAD_FIELD} value="1" />}
        <FormError message={errors.form} />
        <PreviewPanel html={shown?.preview} />
        <BodyField id={`${id}-body`} label={t("services.community.post.yourPost")} value={shown?.values.body} error={errors.body} />
        <FormButtons submitLabel={t("services.community.post.post")} busy={fetcher.state !== "idle"} />
      </fetcher.Form>
    </section>
  );
}

/** A new thread of the members' space: a plain form whose answer opens the new thread. */
export function NewThreadForm({ reply, defaultCategory }: { reply: PostFormReply | undefined; defaultCategory?: string }) {
  const errors = reply?.errors ?? {};
  const values = reply?.values ?? {};
  const category = values.category ?? defaultCategory;
  const t = useTranslate();
  return (
    <Form method="post" action={NEW_THREAD_PATH} className="card mt-6 space-y-5">
      <FormError message={errors.form} />
      <PreviewPanel html={reply?.preview} />
      <div>
        <label htmlFor="thread-category" className="block text-sm font-medium text-slate-800">
          {t("services.community.categoryLabel")}
        </label>
        <select
          id="thread-category"
          name="category"
          defaultValue={category ?? ""}
          className={textareaClass}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? "thread-category-error" : undefined}
          {...threadConstraints.category}
        >
          <option value="" disabled>
            {t("services.community.chooseCategory")}
          </option>
          {CATEGORIES.map((each) => (
            <option key={each.slug} value={each.slug}>
              {categoryName(t, each)}
            </option>
          ))}
        </select>
        <FieldError id="thread-category-error" message={errors.category} />
      </div>
      <div>
        <label htmlFor="thread-title" className="block text-sm font-medium text-slate-800">
          {t("services.community.titleLabel")}
        </label>
        <input
          id="thread-title"
          name="title"
          defaultValue={values.title}
          className={textareaClass}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? "thread-title-error" : undefined}
          {...threadConstraints.title}
        />
        <FieldError id="thread-title-error" message={errors.title} />
      </div>
      <BodyField id="thread-body" label={t("services.community.post.yourPost")} value={values.body} error={errors.body} />
      <FormButtons submitLabel={t("services.community.startTheThread")} busy={false} />
    </Form>
  );
}

/** The author's own post, changed in place within its 15 minutes (a plain form: the answer reloads the thread). */
function EditForm({ post, threadId, reply }: { post: ShownPost; threadId: string; reply: PostFormReply | undefined }) {
  const errors = reply?.errors ?? {};
  const t = useTranslate();
  return (
    <Form method="post" action={threadPath(threadId)} className="mt-3 space-y-4">
      <input type="hidden" name="postId" value={post.id} />
      <FormError message={errors.form} />
      <BodyField
        id={`edit-${post.id}`}
        label={t("services.community.post.change")}
        value={reply?.values.body ?? post.markdown ?? ""}
        error={errors.body}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value={POST_INTENTS.edit} className="button-primary">
          {t("services.community.post.save")}
        </button>
        <Link to={postPath(threadId, post.postNumber)} className="button-secondary">
          {t("services.community.post.cancel")}
        </Link>
      </div>
    </Form>
  );
}

/** The thread's page holding the post, with its edit form open there (a lesson's post is edited on its thread's page too). */
function editPath(threadId: string, post: ShownPost): string {
  const [page, anchor] = postPath(threadId, post.postNumber).split("#");
  return `${page}&edit=${post.id}#${anchor}`;
}

/** One post: who wrote it (name, initials, course badges), when, and its text, or "[deleted]". */
export function PostItem({
  post,
  threadId,
  editing,
  editReply,
  sitePath,
}: {
  post: ShownPost;
  threadId: string;
  editing: boolean;
  editReply?: PostFormReply;
  /** The list's `useSitePath()`: one for all its posts. */
  sitePath: (path: string) => string;
}) {
  const t = useTranslate();
  // The screen reader's words after Edit, Delete and Report: which post.
  const which = <span className="sr-only"> {t("services.community.post.number", { number: String(post.postNumber) })}</span>;
  return (
    <li id={`post-${post.postNumber}`} className="card scroll-mt-24" data-testid="post">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {post.author ? (
          <>
            <Avatar initials={post.author.initials} src={post.author.avatar} size="sm" />
            <span className="font-semibold text-slate-900" data-testid="post-author">
              {post.author.name}
            </span>
            {post.author.badges.map((badge) => (
              <Badge key={badge.slug} tone="brand">
                {t("services.community.post.completed", { course: courseTitle(t, badge.slug, badge.title) })}
              </Badge>
            ))}
          </>
        ) : (
          <span className="font-semibold text-slate-700">
            {post.deleted ? t("services.community.post.deleted") : t("services.community.post.deletedAccount")}
          </span>
        )}
        <a href={sitePath(postPath(threadId, post.postNumber))} className="text-sm text-slate-700 underline">
          #{post.postNumber} · <UtcDay value={post.createdAt} />
        </a>
        {post.edited && !post.deleted ? <span className="text-sm text-slate-700">({t("services.community.post.edited")})</span> : null}
        {post.hidden ? <Badge tone="plain">{t("services.community.post.hiddenByStaff")}</Badge> : null}
      </div>
      {editing && post.editable ? (
        <EditForm post={post} threadId={threadId} reply={editReply} />
      ) : post.deleted ? (
        <p className="mt-3 italic text-slate-700">{t("services.community.post.deleted")}</p>
      ) : (
        // Sanitized when it was saved (domain/post-html.ts); the stored HTML is served as it is.
        <div className="post-body mt-3 break-words leading-relaxed text-slate-800" dangerouslySetInnerHTML={{ __html: post.html }} />
      )}
      {post.deleted || editing ? null : (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          {post.editable ? (
            <Link to={editPath(threadId, post)} className="font-medium text-brand-800 underline">
              {t("services.community.post.edit")}
              {which}
            </Link>
          ) : null}
          {post.own ? (
            <Form method="post" action={threadPath(threadId)}>
              <input type="hidden" name="postId" value={post.id} />
              <button type="submit" name="intent" value={POST_INTENTS.delete} className="font-medium text-red-800 underline">
                {t("services.community.post.delete")}
                {which}
              </button>
            </Form>
          ) : (
            <a href={sitePath(reportPostPath(post.id))} className="font-medium text-slate-700 underline">
              {t("services.community.post.report")}
              {which}
            </a>
          )}
        </div>
      )}
    </li>
  );
}

export function PostList({
  posts,
  threadId,
  editing,
  editReply,
}: {
  posts: ShownPost[];
  threadId: string;
  editing?: string | null;
  editReply?: PostFormReply;
}) {
  const t = useTranslate();
  const sitePath = useSitePath();
  return (
    <ol className="space-y-4" aria-label={t("services.community.post.posts")}>
      {posts.map((post) => (
        <PostItem key={post.id} post={post} threadId={threadId} editing={editing === post.id} editReply={editReply} sitePath={sitePath} />
      ))}
    </ol>
  );
}

/** A list of threads: titles, categories, how many posts and when the last one came. */
export function ThreadList({ threads, linked }: { threads: ListedThread[]; linked: boolean }) {
  const t = useTranslate();
  if (threads.length === 0) return null;
  // A title emptied when its author deleted their account reads as deleted, as their posts do.
  const deleted = t("services.community.post.deleted");
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" data-testid="thread-list">
      {threads.map((thread) => (
        <li key={thread.id} className="p-4" data-testid="thread">
          <p className="font-semibold text-slate-900">
            {linked ? (
              <Link to={threadPath(thread.id)} className="break-words text-brand-800 underline">
                {thread.title || deleted}
              </Link>
            ) : (
              <span className="break-words">{thread.title || deleted}</span>
            )}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {thread.pinned ? <Badge tone="brand">{t("services.community.pinned")}</Badge> : null}
            {thread.locked ? <Badge>{t("services.community.locked")}</Badge> : null}
            {thread.category ? (
              <Link to={categoryPath(thread.category.slug)} className="underline">
                {categoryName(t, thread.category)}
              </Link>
            ) : null}
            <span>
              {t("services.community.postCount", { count: thread.postCount })} · {t("services.community.last")}{" "}
              <UtcDay value={thread.lastPostAt} />
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The next page of a list, after its last thread. */
export function OlderThreads({ base, next }: { base: string; next: ThreadCursor | null }) {
  const t = useTranslate();
  return next ? (
    <nav aria-label={t("services.community.threadPages")} className="mt-4">
      <Link to={`${base}?${threadCursorParam(next)}`} className="button-secondary">
        {t("services.community.olderThreads")}
      </Link>
    </nav>
  ) : null;
}

/** The space's categories, as links (the current one marked). */
export function CategoryNav({ current }: { current?: string }) {
  const t = useTranslate();
  return (
    <nav aria-label={t("services.community.categories")} className="flex flex-wrap gap-2">
      <Link to={COMMUNITY_PATH} aria-current={current ? undefined : "page"} className="button-secondary">
        {t("services.community.all")}
      </Link>
      {CATEGORIES.map((each) => (
        <Link
          key={each.slug}
          to={categoryPath(each.slug)}
          aria-current={current === each.slug ? "page" : undefined}
          className="button-secondary"
        >
          {categoryName(t, each)}
        </Link>
      ))}
    </nav>
  );
}

/** For visitors: the lesson gate's 'Login Required', with the way back here after signing in. */
export function VisitorGate() {
  const t = useTranslate();
  return (
    <SignInGate
      title={t("services.community.visitorTitle")}
      text={t("services.community.visitorText")}
      labels={{ logIn: t("services.community.search.logIn"), signUp: t("services.community.search.signUp") }}
    />
  );
}

/** For signed-in learners without a plan: what the space is, and the plans that open it. */
export function JoinNotice() {
  const t = useTranslate();
  return (
    <div className="card mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" data-testid="join-notice">
      <p className="text-slate-800">{t("services.community.titlesOnly")}</p>
      <Link to="/#pricing" className="button-primary shrink-0">
        {t("services.community.viewPlans")}
      </Link>
    </div>
  );
}

/** The page's frame: a trail back to the space, then the content, never wider than the screen. */
export function CommunityFrame({ trail, children }: { trail?: { to: string; label: string }[]; children: ReactNode }) {
  const t = useTranslate();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {trail && trail.length > 0 ? (
        <nav aria-label={t("services.community.breadcrumb")} className="mb-4 flex flex-wrap gap-2 text-sm">
          {trail.map((step, index) => (
            <span key={step.to}>
              {index > 0 ? <span aria-hidden="true">/ </span> : null}
              <Link to={step.to} className="font-medium text-brand-700 underline hover:text-brand-800">
                {step.label}
              </Link>
            </span>
          ))}
        </nav>
      ) : null}
      {children}
    </div>
  );
}
