/**
 * The forms' actions: a tool's Save (posted to the tool's own address, so a refused save shows the
 * same plan with the name kept) and /dashboard/plans' Rename and Delete. Every id from a form is
 * checked against the signed-in learner in the write itself; another learner's id answers 404. Their
 * messages and toasts are in the page's language (`plans.reply`).
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { isUuid } from "~/lib/domain/uuid";
import { parseSubmission } from "~/lib/http/form";
import { redirectWithToast } from "~/lib/http/toast.server";
import { requireUser } from "~/lib/services/auth/session.server";
import { planQuery } from "./domain/plan-query";
import { isPlanId, openPlanPath, type SavedPlanTool } from "./domain/plans";
import { SAVED_PLANS_PATH } from "./paths";
import { deletePlan, noStore, planNotFound, renamePlan, saveNewPlan, updatePlan } from "./saved-plans.server";
import { planSchemasIn, planWordsIn } from "./words.server";

/** What a refused form gets back: the name as typed and one message per field (ADR 020). */
export interface PlanFormReply {
  planId?: string;
  values: { name?: string };
  errors: { name?: string; form?: string };
}

const refuse = (reply: PlanFormReply, status: number) => data(reply, { status, headers: noStore });

/** A tool route's action: "save-new" (Save, Save as new) or "save-changes" (the open plan). */
export async function toolPlanAction(request: Request, context: AppLoadContext, tool: SavedPlanTool) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const now = new Date();
  const { saveChangesSchema, saveNewSchema } = planSchemasIn(context.locale);
  const t = planWordsIn(context.locale);
  if (form.get("intent") === "save-changes") {
    const submission = parseSubmission(form, saveChangesSchema);
    if (!submission.success || !isPlanId(submission.value.planId)) throw planNotFound();
    const { planId } = submission.value;
    const query = planQuery(tool, submission.value.query);
    if (query === null) return refuse({ values: {}, errors: { form: t("plans.reply.tooLong") } }, 400);
    // A page rendered before the token existed sends none: its save still counts, as a new snapshot.
    const { saveToken = "" } = submission.value;
    const updated = await updatePlan(
      context,
      user,
      { tool, planId, query, saveToken: isUuid(saveToken) ? saveToken : crypto.randomUUID() },
      now,
    );
    // Deleted meanwhile (another tab), or never this learner's: the same 404, and the page keeps its plan.
    if (!updated) return refuse({ values: {}, errors: { form: t("plans.reply.notFound") } }, 404);
    const toast = {
      type: "success",
      title: t("plans.reply.updatedTitle"),
      description: t("plans.reply.updatedText", { name: updated.name }),
    } as const;
    return redirectWithToast(openPlanPath(tool, query, planId), toast, context);
  }
  const submission = parseSubmission(form, saveNewSchema);
  const values = { name: submission.values.name ?? "" };
  if (!submission.success) return refuse({ values, errors: submission.reply().errors }, 400);
  const { name } = submission.value;
  const query = planQuery(tool, submission.value.query);
  if (query === null) return refuse({ values, errors: { form: t("plans.reply.tooLong") } }, 400);
  const outcome = await saveNewPlan(context, user, { tool, name, query }, now);
  if (outcome.kind === "taken") return refuse({ values, errors: { name: t("plans.reply.nameTaken", { name }) } }, 409);
  if (outcome.kind === "full") return refuse({ values, errors: { form: t("plans.reply.full", { limit: String(outcome.limit) }) } }, 403);
  const toast = { type: "success", title: t("plans.reply.savedTitle"), description: t("plans.reply.savedText", { name }) } as const;
  return redirectWithToast(openPlanPath(tool, query, outcome.id), toast, context);
}

/** /dashboard/plans' action: Rename or Delete one of the learner's plans. */
export async function plansPageAction(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const { deleteSchema, renameSchema } = planSchemasIn(context.locale);
  const t = planWordsIn(context.locale);
  if (form.get("intent") === "delete") {
    const submission = parseSubmission(form, deleteSchema);
    if (!submission.success || !isPlanId(submission.value.planId)) throw planNotFound();
    const deleted = await deletePlan(context, user.id, submission.value.planId);
    if (!deleted) return refuse({ planId: submission.value.planId, values: {}, errors: { form: t("plans.reply.notFound") } }, 404);
    const toast = {
      type: "success",
      title: t("plans.reply.deletedTitle"),
      description: t("plans.reply.deletedText", { name: deleted.name }),
    } as const;
    return redirectWithToast(SAVED_PLANS_PATH, toast, context);
  }
  const submission = parseSubmission(form, renameSchema);
  const planId = String(form.get("planId") ?? "");
  if (!isPlanId(planId)) throw planNotFound();
  const values = { name: submission.values.name ?? "" };
  if (!submission.success) return refuse({ planId, values, errors: submission.reply().errors }, 400);
  const { name } = submission.value;
  const outcome = await renamePlan(context, user.id, planId, name);
  if (outcome.kind === "not-found") return refuse({ planId, values, errors: { form: t("plans.reply.notFound") } }, 404);
  if (outcome.kind === "taken") return refuse({ planId, values, errors: { name: t("plans.reply.nameTaken", { name }) } }, 409);
  const toast = { type: "success", title: t("plans.reply.renamedTitle"), description: t("plans.reply.renamedText", { name }) } as const;
  return redirectWithToast(SAVED_PLANS_PATH, toast, context);
}
