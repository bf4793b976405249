import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CURRENT_FIGURES } from "~/features/personal-plan/figures";
import { personalPlan } from "~/features/personal-plan/domain/rules";
import { wordPlan } from "~/features/personal-plan/domain/plan-words";
import { PlanEliteGate, PlanStart, PlanView, PlanVisitorGate } from "~/features/personal-plan/plan-page";
import { loadPlanData } from "~/features/personal-plan/plan.server";
import { planText } from "~/features/personal-plan/words.server";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta, pageText } from "~/lib/http/meta";
import { messagesFor } from "~/lib/i18n/catalogues.server";

const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = (args) => pageMeta(pageText(args, "plans.personal.title"), pageText(args, "plans.personal.description"));

/**
 * The Elite plan, computed from the saved answers on each view (one round trip) and worded in the page's
 * language. A visitor asking for this route's data alone gets 401 (the dashboard layout sends page visits
 * to sign-in), other plans 403.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const now = new Date();
  const { locale } = context;
  const standing = await loadPlanData(request, context, now);
  const gate = messagesFor(locale, ["plans.personal"]);
  if (standing.standing === "visitor") return data({ page: standing, messages: gate }, { status: 401, headers: noStore });
  if (standing.standing === "not-included") return data({ page: standing, messages: gate }, { status: 403, headers: noStore });
  const { today } = standing;
  const plan = standing.intake
    ? wordPlan(personalPlan(standing.intake, CURRENT_FIGURES, today), CURRENT_FIGURES, today, locale, planText(locale))
    : null;
  return data(
    {
      page: { standing: "member" as const, plan, notes: standing.notes, today },
      messages: messagesFor(locale, ["plans.personal", "plans.personalPage", "plans.lesson"]),
    },
    { headers: noStore },
  );
}

export default function PersonalPlanPage() {
  const { page } = useLoaderData<typeof loader>();
  if (page.standing === "visitor") return <PlanVisitorGate />;
  if (page.standing === "not-included") return <PlanEliteGate />;
  if (!page.plan) return <PlanStart />;
  return <PlanView plan={page.plan} notes={page.notes} today={page.today} />;
}
