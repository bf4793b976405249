import { Link } from "@remix-run/react";
import { ArrowRightIcon } from "~/components/icons";
import { useTranslate } from "~/hooks/use-translate";
import { RESULTS_PATH } from "./domain/debt-result";

/**
 * The method under computed figures: what each counts, since when, and when it was last updated
 * (app/features/proof/domain/claims.ts writes it). Nothing when the page shows no computed figure.
 */
export function MethodFootnote({
  lines,
  tone = "light",
  label = "How these figures are counted",
}: {
  lines: readonly string[] | null;
  tone?: "light" | "dark";
  /** Its name for screen readers, in the page's language. */
  label?: string;
}) {
  if (!lines) return null;
  return (
    <aside aria-label={label} className={`text-xs leading-relaxed ${tone === "dark" ? "text-emerald-100" : "text-slate-600"}`}>
      {lines.map((line) => (
        <p key={line} className="mt-1">
          {line}
        </p>
      ))}
    </aside>
  );
}

/**
 * Where a Debt Challenge learner reports their results: under the Phase 4 lesson and on the course page.
 * `words` are the page's own, in its language (English by default).
 */
/** The Debt Challenge's call to report results, in the page's words (the page sends `course.page.resultsCard*`). */
export function ResultsCard({ className = "" }: { className?: string }) {
  const t = useTranslate();
  return (
    <section className={`card border-brand-600 bg-brand-50 ${className}`} aria-labelledby="results-card-heading">
      <h2 id="results-card-heading" className="text-lg font-bold text-brand-900">
        {t("course.page.resultsCard.title")}
      </h2>
      <p className="mt-1 text-sm text-brand-900">{t("course.page.resultsCard.text")}</p>
      <Link to={RESULTS_PATH} className="button-primary mt-4 gap-2">
        {t("course.page.resultsCard.link")}
        <ArrowRightIcon className="h-4 w-4" />
      </Link>
    </section>
  );
}
