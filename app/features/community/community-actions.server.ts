/**
 * What the community's form actions answer (ADR 020): the form again with what was typed and one
 * message (400 invalid, 429 a limit with when to try again, 403 no access or a lock), a Preview, or the
 * written post: a redirect with a toast without JavaScript, the post's place as data with it.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { parseSubmission, type FieldName, type FormErrors, type FormSchema, type Submission } from "~/lib/http/form";
import { redirectWithToast } from "~/lib/http/toast.server";
import { reportError } from "~/lib/report-error.server";
import { hitRateLimits, RATE_LIMITS } from "~/lib/services/auth/rate-limit.server";
import { renderPostHtml } from "./domain/post-html";
import { POST_INTENTS, RELOAD_FIELD, type Refusal } from "./domain/community-rules";
import { postPath } from "./paths";
import { createLessonPost, type ChangeOutcome, type PostOutcome } from "./community.server";
import { postSchemasIn } from "./words.server";
import { translate } from "~/lib/i18n/catalogues.server";
import type { MessageKey } from "~/lib/i18n/messages";
import type { Course } from "~/lib/domain/catalog";
import type { SessionUser } from "~/lib/services/auth/session.server";

/** The form as typed, with one message about it as a whole. */
const withMessage = <S extends FormSchema>(submission: Submission<S>, message: string) =>
  submission.reply({ form: message } as FormErrors<FieldName<S>>);

export const noStore = { "Cache-Control": PRIVATE_CACHE };

/** An answer's sentence in the page's language. */
export const actionText = (context: Pick<AppLoadContext, "locale">, key: MessageKey, values?: Record<string, string | number>) =>
  translate(context.locale, key, values);

/** Limits that pass with time answer 429 ("try again in..."); a lock or an unconfirmed email, 403. */
const refusalStatus = (refusal: Refusal) => (refusal.kind === "locked" || refusal.kind === "unverified" ? 403 : 429);

export interface PostRequest<S extends FormSchema> {
  intent: string;
  /** Whether the form was posted without JavaScript (the answer is then a redirect). */
  reload: boolean;
  submission: Submission<S>;
  form: FormData;
}

export async function readPostRequest<S extends FormSchema>(request: Request, schema: S): Promise<PostRequest<S>> {
  return postRequestOf(await request.formData(), schema);
}

export function postRequestOf<S extends FormSchema>(form: FormData, schema: S): PostRequest<S> {
  return {
    intent: String(form.get("intent") ?? POST_INTENTS.post),
    reload: form.has(RELOAD_FIELD),
    submission: parseSubmission(form, schema),
    form,
  };
}

/**
 * The form again: refused by its own rules (400), or shown with the Preview of what was typed. A preview
 * is the post's own render of a body that passed the post's own checks (length, and the renderer's
 * bounds on costly Markdown), counted against the member's previews a minute (429 past them).
 */
export async function answerInvalidOrPreview<S extends FormSchema>(
  context: AppLoadContext,
  user: SessionUser,
  submission: Submission<S>,
  intent: string,
  previewOf: string | undefined,
) {
  if (!submission.success) return data(submission.reply(), { status: 400, headers: noStore });
  if (intent !== POST_INTENTS.preview) return null;
  const limit = RATE_LIMITS.postPreviewsPerAccount;
  if (await hitRateLimits(context, [{ limit, subject: user.id }])) {
    return data(withMessage(submission, actionText(context, "services.community.limit.previews", { count: limit.max })), {
      status: 429,
      headers: noStore,
    });
  }
  return data({ ...submission.reply(), preview: renderPostHtml(previewOf ?? "") }, { headers: noStore });
}

/** Access refused: nothing of the discussion, and not even the typed text, goes back. */
export const forbidden = (context: Pick<AppLoadContext, "locale">) =>
  data({ values: {}, errors: { form: actionText(context, "services.community.action.noAccess") } }, { status: 403, headers: noStore });

/** A post or thread that is gone. */
const notFound = (context: Pick<AppLoadContext, "locale">) =>
  data({ values: {}, errors: { form: actionText(context, "services.community.action.notFound") } }, { status: 404, headers: noStore });

/** Runs a write; a failure is logged and answered with the form again and a message (500), never a bare error page. */
export async function tryWrite<T>(context: AppLoadContext, request: Request, write: () => Promise<T>): Promise<T | null> {
  try {
    return await write();
  } catch (error) {
    reportError(context, error, { message: "Community post failed", request });
    return null;
  }
}

export const writeFailed = <S extends FormSchema>(context: Pick<AppLoadContext, "locale">, submission: Submission<S>) =>
  data(withMessage(submission, actionText(context, "services.community.action.failed")), { status: 500, headers: noStore });

/** A new post's answer: where it lives (`to`), or why it was refused with the form kept. */
export async function answerPost<S extends FormSchema>(
  context: AppLoadContext,
  outcome: PostOutcome,
  { submission, reload }: PostRequest<S>,
  to: (posted: { threadId: string; postNumber: number }) => string,
  toast: string = actionText(context, "services.community.action.posted"),
) {
  switch (outcome.status) {
    case "posted":
    case "duplicate": {
      const posted = { threadId: outcome.threadId, postNumber: outcome.postNumber };
      if (reload) return redirectWithToast(to(posted), { type: "success", title: toast }, context, { headers: noStore });
      return data({ posted }, { headers: noStore });
    }
    case "refused":
      return data(withMessage(submission, outcome.refusal.message), { status: refusalStatus(outcome.refusal), headers: noStore });
    case "forbidden":
      return forbidden(context);
    case "not-found":
      return notFound(context);
  }
}

/** An edit's or a delete's answer: back to the post (a toast), or the form again with why not. */
export async function answerChange<S extends FormSchema>(
  context: AppLoadContext,
  outcome: ChangeOutcome,
  submission: Submission<S>,
  toast: string,
) {
  switch (outcome.status) {
    case "done":
      return redirectWithToast(postPath(outcome.threadId, outcome.postNumber), { type: "success", title: toast }, context, { headers: noStore });
    case "refused":
      return data(withMessage(submission, outcome.refusal.message), { status: refusalStatus(outcome.refusal), headers: noStore });
    case "edit-closed":
      return data(withMessage(submission, actionText(context, "services.community.action.editClosed")), { status: 403, headers: noStore });
    case "forbidden":
      return forbidden(context);
    case "not-found":
      return notFound(context);
  }
}

/**
 * A post from a lesson page's discussion form (the lesson route's action hands it the form): only for
 * someone who may open the lesson (checked in the statement), back to `#discussion`.
 */
export async function lessonDiscussionAction(
  request: Request,
  context: AppLoadContext,
  user: SessionUser,
  { course, lessonNumber, returnTo }: { course: Course; lessonNumber: number; returnTo: string },
  form: FormData,
) {
  const post = postRequestOf(form, postSchemasIn(context.locale).replySchema);
  const { submission, intent } = post;
  if (lessonNumber > course.lessonCount) return notFound(context);
  const refused = await answerInvalidOrPreview(context, user, submission, intent, submission.success ? submission.value.body : undefined);
  if (refused || !submission.success) return refused!;
  const body = submission.value.body;
  const outcome = await tryWrite(context, request, () => createLessonPost(context, user, course, lessonNumber, body));
  return outcome ? answerPost(context, outcome, post, () => returnTo) : writeFailed(context, submission);
}

/** The intents the lesson page's discussion form sends (the lesson's progress forms send others). */
export const isDiscussionIntent = (intent: string) => intent === POST_INTENTS.post || intent === POST_INTENTS.preview;
