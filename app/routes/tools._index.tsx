import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { ON_DARK_PRIMARY, ON_DARK_SECONDARY } from "~/components/button-styles";
import { ShieldIcon } from "~/components/icons";
import { ToolCard } from "~/features/tools/tool-card";
import { publicPageHeaders } from "~/lib/http/http-cache";
import { pageMeta } from "~/lib/http/meta";
import { memberToolsNote, planWithAdvancedTools, TOOL_CARDS } from "~/features/tools/copy";
import { usePlanTier } from "~/hooks/use-plan-tier";
import { useTranslate } from "~/hooks/use-translate";

export const meta: MetaFunction = (args) =>
  pageMeta(
    "Free Financial Tools",
    "Free budget calculator, net worth tracker, debt payoff planner and goal tracker. No account needed, and nothing you type is stored.",
    args,
  );

export const headers = publicPageHeaders;

/** Offers Premium's advanced tools; a member whose plan has them is told so instead. */
function AdvancedToolsBanner() {
  const memberPlan = planWithAdvancedTools(usePlanTier());
  return (
    <section aria-labelledby="advanced-heading" className="mt-16 rounded-2xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
      <h2 id="advanced-heading" className="text-3xl font-bold tracking-tight">
        {memberPlan ? `Your ${memberPlan} plan includes them` : "Need More Advanced Tools?"}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-emerald-50">
        {memberPlan ? (
          memberToolsNote(memberPlan)
        ) : (
          <>
            Premium gives you every course with its printable worksheets, a monthly live Q&amp;A and the advanced tools: net worth history, goal
            progress and debt what-ifs.
          </>
        )}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {memberPlan ? (
          <Link to="/dashboard/courses" className={ON_DARK_PRIMARY}>
            Go to my courses
          </Link>
        ) : (
          <>
            <Link to="/#pricing" className={ON_DARK_PRIMARY}>
              Upgrade to Premium
            </Link>
            <Link to="/#pricing" className={ON_DARK_SECONDARY}>
              View All Features
            </Link>
          </>
        )}
      </div>
    </section>
  );
}

export default function Tools() {
  const t = useTranslate();
  return (
    <>
      <section aria-labelledby="tools-heading" className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Free tools</p>
          <h1 id="tools-heading" className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Free financial tools
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">
            Four calculators for the questions that come up most: where the money goes, what you are worth, when the debt will be gone, and how
            much to save for a goal. Free, with no account.
          </p>
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-700">
            <ShieldIcon className="h-5 w-5 text-brand-700" />
            What you type stays in your browser and the page address. We never store it.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-16">
        <div className="grid gap-6 sm:grid-cols-2">
          {TOOL_CARDS.map((tool) => (
            <ToolCard key={tool.to} tool={tool} linkLabel={`Try ${t(tool.key)}`} headingLevel={2} />
          ))}
        </div>

        <AdvancedToolsBanner />
      </div>
    </>
  );
}
