import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CURRENT_FIGURES } from "~/features/personal-plan/figures";
import { personalPlan } from "~/features/personal-plan/domain/rules";
import { PlanEliteGate, PlanStart, PlanView, PlanVisitorGate } from "~/features/personal-plan/plan-page";
import { loadPlanData } from "~/features/personal-plan/plan.server";
import { PLAN_TEXTS } from "~/features/personal-plan/texts";
import { utcDate } from "~/lib/domain/dates";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta } from "~/lib/http/meta";

const noStore = { "Cache-Control": PRIVATE_CACHE };
export const headers: HeadersFunction = () => noStore;
export const meta: MetaFunction = () => pageMeta(PLAN_TEXTS.title, PLAN_TEXTS.description);

/**
 * The Elite plan, computed from the saved answers on each view (one round trip). A visitor asking for
 * this route's data alone gets 401 (the dashboard layout sends page visits to sign-in), other plans 403.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const now = new Date();
  const standing = await loadPlanData(request, context, now);
  if (standing.standing === "visitor") return data({ page: standing }, { status: 401, headers: noStore });
  if (standing.standing === "not-included") return data({ page: standing }, { status: 403, headers: noStore });
  const today = utcDate(now);
  const plan = standing.intake ? personalPlan(standing.intake, CURRENT_FIGURES, today) : null;
  return data({ page: { standing: "member" as const, plan, notes: standing.notes, today } }, { headers: noStore });
}

export default function PersonalPlanPage() {
  const { page } = useLoaderData<typeof loader>();
  if (page.standing === "visitor") return <PlanVisitorGate />;
  if (page.standing === "not-included") return <PlanEliteGate />;
  if (!page.plan) return <PlanStart />;
  return <PlanView plan={page.plan} notes={page.notes} today={page.today} />;
}
