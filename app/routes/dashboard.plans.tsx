import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { DashboardAdvancedTools } from "~/features/advanced-tools/ui";
import { plansPageAction } from "~/features/saved-plans/actions.server";
import { SavedPlansPage } from "~/features/saved-plans/plans-page";
import { loadPlansPage, noStore } from "~/features/saved-plans/saved-plans.server";
import { pageMeta, pageText } from "~/lib/http/meta";
import { messagesFor } from "~/lib/i18n/catalogues.server";

export const meta: MetaFunction = (args) => pageMeta(pageText(args, "plans.saved.title"), pageText(args, "plans.saved.description"));

export const headers = () => noStore;

/** The learner's plans, and the page's words: its own, the allowance's, and the advanced tools' card below. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { plans, allowance } = await loadPlansPage(request, context, new Date());
  return {
    plans,
    allowance,
    messages: messagesFor(context.locale, ["plans.saved", "plans.allowance", "plans.toolLine", "plans.advancedLinks"]),
  };
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
