import { Link } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { TypedNumbers } from "~/features/tools/fields";
import { useTranslate } from "~/hooks/use-translate";

/**
 * The frame of every free tool: a way back to the tools index, the title and a one-line intro. Its
 * number fields take numbers as the page's language writes them (TypedNumbers).
 */
export function ToolPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const t = useTranslate();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 print:max-w-none print:px-0 print:py-0">
      <nav aria-label={t("tools.section.breadcrumb")} className="text-sm print:hidden">
        <Link to="/tools" className="font-medium text-brand-700 underline hover:text-brand-800">
          {t("tools.section.freeTools")}
        </Link>
      </nav>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl print:text-2xl">{title}</h1>
      <div className="mt-2 max-w-3xl text-slate-700 print:hidden">{intro}</div>
      <TypedNumbers value={true}>{children}</TypedNumbers>
    </div>
  );
}

/**
 * A tool's two columns (inputs, results) from large screens; one column below. The single column is
 * `minmax(0, 1fr)`, not `auto`, so a long figure never makes a phone's page wider than its screen.
 */
export const TOOL_COLUMNS = "grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:block";

/** A titled card inside a tool (inputs, results, tips); a region named by its heading. */
export function ToolSection({ title, children, className = "" }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`card print:border-0 print:p-0 print:shadow-none ${className}`}>
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
