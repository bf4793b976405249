import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { ON_DARK_PRIMARY, ON_DARK_SECONDARY } from "~/components/button-styles";
import { ShieldIcon } from "~/components/icons";
import { ToolCard } from "~/features/tools/tool-card";
import { pageMeta, pageText } from "~/lib/http/meta";
import { planWithAdvancedTools, TOOL_CARDS } from "~/features/tools/copy";
import { usePlanTier } from "~/hooks/use-plan-tier";
import { useTranslate } from "~/hooks/use-translate";

export { headers, loader } from "~/features/tools/tools-index-route.server";

export const meta: MetaFunction = (args) => pageMeta(pageText(args, "tools.index.title"), pageText(args, "tools.index.description"), args);

/** Offers Premium's advanced tools; a member whose plan has them is told so instead. */
function AdvancedToolsBanner() {
  const t = useTranslate();
  const memberPlan = planWithAdvancedTools(usePlanTier());
  return (
    <section aria-labelledby="advanced-heading" className="mt-16 rounded-2xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
      <h2 id="advanced-heading" className="text-3xl font-bold tracking-tight">
        {memberPlan ? t("tools.index.memberTitle", { plan: memberPlan }) : t("tools.index.upsellTitle")}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-emerald-50">
        {memberPlan ? t("tools.index.memberNote", { plan: memberPlan }) : t("tools.index.upsellText")}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {memberPlan ? (
          <Link to="/dashboard/courses" className={ON_DARK_PRIMARY}>
            {t("tools.index.goToCourses")}
          </Link>
        ) : (
          <>
            <Link to="/#pricing" className={ON_DARK_PRIMARY}>
              {t("tools.index.upgrade")}
            </Link>
            <Link to="/#pricing" className={ON_DARK_SECONDARY}>
              {t("tools.index.viewAll")}
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
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t("tools.index.eyebrow")}</p>
          <h1 id="tools-heading" className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {t("tools.index.heading")}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">{t("tools.index.intro")}</p>
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-700">
            <ShieldIcon className="h-5 w-5 text-brand-700" />
            {t("tools.index.privacy")}
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-16">
        <div className="grid gap-6 sm:grid-cols-2">
          {TOOL_CARDS.map((tool) => (
            <ToolCard key={tool.to} tool={tool} linkLabel={t("tools.index.tryTool", { tool: t(tool.key) })} headingLevel={2} />
          ))}
        </div>

        <AdvancedToolsBanner />
      </div>
    </>
  );
}
