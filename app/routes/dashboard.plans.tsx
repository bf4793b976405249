import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { DashboardAdvancedTools } from "~/features/advanced-tools/ui";
import { plansPageAction } from "~/features/saved-plans/actions.server";
import { SavedPlansPage } from "~/features/saved-plans/plans-page";
import { loadPlansPage, noStore } from "~/features/saved-plans/saved-plans.server";
import { pageMeta } from "~/lib/http/meta";

export const meta: MetaFunction = () => pageMeta("Saved Plans", "The plans you saved from the free tools.");

export const headers = () => noStore;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { plans, allowance } = await loadPlansPage(request, context, new Date());
  return { plans, allowance };
}

export const action = ({ request, context }: ActionFunctionArgs) => plansPageAction(request, context);

export default function SavedPlans() {
  const { plans, allowance } = useLoaderData<typeof loader>();
  return (
    <>
      <SavedPlansPage plans={plans} allowance={allowance} />
      {/* The advanced tools read the plan from the root loader: no read of their own here. */}
      <div className="mt-8">
        <DashboardAdvancedTools />
      </div>
    </>
  );
}
