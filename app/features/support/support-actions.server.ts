/**
 * The support pages' actions (ADR 020's recipe): parse, refuse with what was typed and a message per
 * field (the message kept whole, even past the limit, so nothing typed is lost), or write and redirect
 * with a toast (POST-redirect-GET). Routes stay thin and call these.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { profiles } from "../../../db/schema/index";
import { displayName } from "~/lib/domain/display-name";
import { parseSubmission, type FormSchema, type Submission } from "~/lib/http/form";
import { userText } from "~/lib/domain/user-text";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { redirectWithToast } from "~/lib/http/toast.server";
import type { SessionUser } from "~/lib/services/auth/session.server";
import { regionCodeOf } from "~/lib/domain/regions";
import { dashboardRequestPath, SUPPORT_PATH, visitorRequestPath } from "./paths";
import { accessToken, advisorIncluded, createRequest, replyAsRequester, supportSchemas, type Reader, type Requester } from "./requests.server";
import { MESSAGE_MAX } from "./texts";
import { translate } from "~/lib/i18n/catalogues.server";
import type { FormErrors, FormValues } from "./support-ui";
import { sha256 } from "~/lib/services/auth/crypto.server";

export const noStore = { "Cache-Control": PRIVATE_CACHE };

/** A message is kept up to twice the limit: enough to shorten it, never a huge echo. */
const KEPT_MESSAGE = MESSAGE_MAX * 2;

function refused<S extends FormSchema>(submission: Submission<S>, form: FormData, status: number, errors: FormErrors = {}) {
  const reply = submission.reply(errors as never);
  const message = form.get("message");
  const values: FormValues = {
    ...(reply.values as FormValues),
    ...(typeof message === "string" ? { message: userText(message).slice(0, KEPT_MESSAGE) } : {}),
  };
  return data({ values, errors: reply.errors as FormErrors }, { status, headers: noStore });
}

async function memberRequester(context: AppLoadContext, user: SessionUser): Promise<Requester> {
  const profile = await context.db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, user.id))
    .get();
  return { kind: "member", user, name: displayName({ email: user.email, ...profile }) };
}

/** /support's form: a learner's request leads to its thread; a visitor's to the page's "received" note. */
export async function submitRequest(context: AppLoadContext, user: SessionUser | null, form: FormData, now: Date) {
  const { requestSchema, visitorRequestSchema } = supportSchemas(context.locale);
  const submission = parseSubmission(form, user ? requestSchema : visitorRequestSchema);
  if (!submission.success) return refused(submission, form, 400);
  const value: typeof submission.value & { name?: string; email?: string } = submission.value;
  const requester: Requester = user ? await memberRequester(context, user) : { kind: "visitor", name: value.name!, email: value.email! };
  const outcome = await createRequest(context, requester, { kind: "support", ...value }, now);
  // Support needs no plan (only an advisor thread does): the daily limit is all that refuses a request.
  const t = (key: Parameters<typeof translate>[1]) => translate(context.locale, key);
  if (outcome.kind !== "created") return refused(submission, form, 429, { form: t("services.support.limited") });
  if (user) return redirectWithToast(dashboardRequestPath(outcome.id), { type: "success", title: t("services.support.signedInSent") }, context);
  return redirectWithToast(`${SUPPORT_PATH}?sent=1`, { type: "success", title: t("services.support.sent") }, context);
}

/** A requester's reply on their thread; a request out of their reach is a 404. */
export async function submitReply(context: AppLoadContext, reader: Reader, requestId: string, form: FormData, back: string, now: Date) {
  const submission = parseSubmission(form, supportSchemas(context.locale).replySchema);
  if (!submission.success) return refused(submission, form, 400);
  const outcome = await replyAsRequester(context, reader, requestId, submission.value, now);
  if (outcome === "not-found") throw new Response("Not found", { status: 404 });
  if (outcome === "not-included")
    return refused(submission, form, 403, { form: translate(context.locale, "services.support.advisor.replyNotIncluded") });
  return redirectWithToast(back, { type: "success", title: translate(context.locale, "services.support.replied") }, context);
}

/** A visitor's reply: the form carries the emailed token. */
export async function submitVisitorReply(context: AppLoadContext, requestId: string, form: FormData, now: Date) {
  const token = String(form.get("token") ?? "");
  const tokenHash = token ? await sha256(token) : null;
  const back = visitorRequestPath(requestId, token ? await accessToken(context, requestId) : "");
  return submitReply(context, { kind: "visitor", tokenHash }, requestId, form, back, now);
}

/** An Elite member starts an advisor thread, routed in the insert to an adviser registered where they live. */
export async function submitAdvisor(context: AppLoadContext, user: SessionUser, form: FormData, now: Date) {
  const t = (key: Parameters<typeof translate>[1]) => translate(context.locale, key);
  if (!advisorIncluded(user, now))
    return data(
      { values: {} as FormValues, errors: { form: t("services.support.advisor.gateText") } as FormErrors },
      { status: 403, headers: noStore },
    );
  const submission = parseSubmission(form, supportSchemas(context.locale).advisorSchema);
  if (!submission.success) return refused(submission, form, 400);
  const jurisdiction = regionCodeOf(user.country, submission.value.region);
  if (!jurisdiction) return refused(submission, form, 400, { region: t("services.support.advisor.pickRegion") });
  const requester = await memberRequester(context, user);
  const outcome = await createRequest(context, requester, { kind: "advisor", category: "other", jurisdiction, ...submission.value }, now);
  if (outcome.kind === "limited") return refused(submission, form, 429, { form: t("services.support.limited") });
  if (outcome.kind === "not-included") return refused(submission, form, 403, { form: t("services.support.advisor.gateText") });
  return redirectWithToast(dashboardRequestPath(outcome.id), { type: "success", title: t("services.support.advisor.started") }, context);
}
