import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { formValuesOf, intakeFromForm } from "~/features/personal-plan/domain/intake";
import { parseIntakeForm } from "~/features/personal-plan/intake-schemas";
import { IntakeForm } from "~/features/personal-plan/intake-form";
import { PlanEliteGate, PlanVisitorGate } from "~/features/personal-plan/plan-page";
import { loadPlanData, personalPlanIncluded, savePlanIntake } from "~/features/personal-plan/plan.server";
import { PLAN_PATH } from "~/features/personal-plan/paths";
import { INTAKE_TEXTS, PLAN_TEXTS } from "~/features/personal-plan/texts";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";
import { requireUser } from "~/lib/services/auth/session.server";

const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = () => pageMeta(INTAKE_TEXTS.title, PLAN_TEXTS.description);

/** The form, filled with the saved answers when there are any; gated like the plan (one round trip). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const standing = await loadPlanData(request, context, new Date());
  if (standing.standing === "visitor") return data({ page: standing }, { status: 401, headers: noStore });
  if (standing.standing === "not-included") return data({ page: standing }, { status: 403, headers: noStore });
  return data({ page: { standing: "member" as const, values: standing.intake ? formValuesOf(standing.intake) : {} } }, { headers: noStore });
}

/** Saves the answers (one upsert) and shows the plan; refused answers come back kept, with their messages. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const now = new Date();
  const locked = () => data({ values: {}, errors: { form: PLAN_TEXTS.gateText } }, { status: 403, headers: noStore });
  if (!personalPlanIncluded(user, now)) return locked();
  const submission = parseIntakeForm(await request.formData());
  if (!submission.success) return data(submission.reply(), { status: 400, headers: noStore });
  if (!(await savePlanIntake(context, user.id, intakeFromForm(submission.value), now))) return locked();
  return redirectWithToast(PLAN_PATH, { type: "success", title: PLAN_TEXTS.savedToast }, context);
}

export default function PlanIntakePage() {
  const { page } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (page.standing === "visitor") return <PlanVisitorGate />;
  if (page.standing === "not-included") return <PlanEliteGate />;
  return (
    <IntakeForm
      values={(reply?.values as Record<string, string> | undefined) ?? page.values}
      errors={(reply?.errors as Record<string, string> | undefined) ?? {}}
      refused={Boolean(reply)}
    />
  );
}
