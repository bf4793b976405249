import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { formValuesIn, intakeFromForm } from "~/features/personal-plan/domain/intake";
import { parseIntakeForm } from "~/features/personal-plan/intake-schemas";
import { IntakeForm } from "~/features/personal-plan/intake-form";
import { PlanEliteGate, PlanVisitorGate } from "~/features/personal-plan/plan-page";
import { loadPlanData, personalPlanIncluded, savePlanIntake } from "~/features/personal-plan/plan.server";
import { PLAN_PATH } from "~/features/personal-plan/paths";
import { intakeMessagesIn } from "~/features/personal-plan/words.server";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta, pageText } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";
import { messagesFor, translate } from "~/lib/i18n/catalogues.server";
import { requireUser } from "~/lib/services/auth/session.server";

const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = (args) => pageMeta(pageText(args, "plans.intake.title"), pageText(args, "plans.personal.description"));

/**
 * The form, filled with the saved answers when there are any (amounts written the page's language's
 * way); gated like the plan (one round trip). The page's words: the questions, the provinces' and
 * states' names and the spending categories.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const standing = await loadPlanData(request, context, new Date());
  const gate = messagesFor(locale, ["plans.personal"]);
  if (standing.standing === "visitor") return data({ page: standing, messages: gate }, { status: 401, headers: noStore });
  if (standing.standing === "not-included") return data({ page: standing, messages: gate }, { status: 403, headers: noStore });
  return data(
    {
      page: { standing: "member" as const, values: standing.intake ? formValuesIn(standing.intake, locale) : {} },
      messages: messagesFor(locale, ["plans.personal", "plans.intake", "services.region", "tools.budget.expense"]),
    },
    { headers: noStore },
  );
}

/** Saves the answers (one upsert) and shows the plan; refused answers come back kept, with their messages in the page's language. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const now = new Date();
  const { locale } = context;
  const locked = () => data({ values: {}, errors: { form: translate(locale, "plans.personal.gateText") } }, { status: 403, headers: noStore });
  if (!personalPlanIncluded(user, now)) return locked();
  const submission = parseIntakeForm(await request.formData(), locale, intakeMessagesIn(locale));
  if (!submission.success) return data(submission.reply(), { status: 400, headers: noStore });
  if (!(await savePlanIntake(context, user.id, intakeFromForm(submission.value), now))) return locked();
  return redirectWithToast(PLAN_PATH, { type: "success", title: translate(locale, "plans.personal.savedToast") }, context);
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
