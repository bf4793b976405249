import { Link } from "@remix-run/react";
import { ArrowRightIcon } from "~/components/icons";
import { RESULTS_PATH } from "./domain/debt-result";
import { RESULTS_TEXTS } from "./results-page";

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
export function ResultsCard({ className = "", words }: { className?: string; words?: { title: string; text: string; link: string } }) {
  return (
    <section className={`card border-brand-600 bg-brand-50 ${className}`} aria-labelledby="results-card-heading">
      <h2 id="results-card-heading" className="text-lg font-bold text-brand-900">
        {words?.title ?? RESULTS_TEXTS.cardTitle}
      </h2>
      <p className="mt-1 text-sm text-brand-900">{words?.text ?? RESULTS_TEXTS.cardText}</p>
      <Link to={RESULTS_PATH} className="button-primary mt-4 gap-2">
        {words?.link ?? "Report your results"}
        <ArrowRightIcon className="h-4 w-4" />
      </Link>
    </section>
  );
}
