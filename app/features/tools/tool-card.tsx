import { Link } from "@remix-run/react";
import type { ReactElement } from "react";
import type { ToolCard as ToolCardData } from "./copy";
import { ArrowRightIcon, CalculatorIcon, CheckList, FlagIcon, TrendDownIcon, TrendUpIcon } from "~/components/icons";
import { useTranslate } from "~/hooks/use-translate";
import type { MessageKey } from "~/lib/i18n/messages";

const TOOL_ICONS: Record<string, ReactElement> = {
  "/tools/budget-calculator": <CalculatorIcon className="h-6 w-6" />,
  "/tools/net-worth-tracker": <TrendUpIcon className="h-6 w-6" />,
  "/tools/debt-payoff-planner": <TrendDownIcon className="h-6 w-6" />,
  "/tools/goal-tracker": <FlagIcon className="h-6 w-6" />,
};

/**
 * One free tool (spec 3: title, description, features) and the link that opens it. The description and
 * features are in the page's language when its loader sent `tools.card`, in English otherwise.
 */
export function ToolCard({ tool, linkLabel, headingLevel = 3 }: { tool: ToolCardData; linkLabel: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useTranslate();
  const name = t(tool.key);
  // A key the page's loader did not send comes back as itself.
  const text = (key: MessageKey, english: string) => {
    const translated = t(key);
    return translated === key ? english : translated;
  };
  return (
    <article className="card flex flex-col" aria-labelledby={`tool-${tool.to.split("/").pop()}`}>
      <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">{TOOL_ICONS[tool.to]}</span>
      <Heading id={`tool-${tool.to.split("/").pop()}`} className="mt-4 text-lg font-bold text-slate-900">
        {name}
      </Heading>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">{text(tool.descriptionKey, tool.description)}</p>
      <CheckList
        items={tool.features.map((feature, index) => text(tool.featureKeys[index]!, feature))}
        className="mt-4 flex-1 space-y-2 text-sm text-slate-700"
      />
      <Link
        to={tool.to}
        // "Try Tool" alone would not say which tool to someone listing the page's links.
        aria-label={linkLabel.includes(name) ? undefined : `${linkLabel}: ${name}`}
        className="link-arrow mt-6"
      >
        {linkLabel}
        <ArrowRightIcon className="h-4 w-4" />
      </Link>
    </article>
  );
}
