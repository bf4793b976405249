/**
 * The official figures the plan prints, read from the year's figures file (content/figures/{year}.json,
 * the one lessons are filled from; the issue calls it db/figures). Never a limit or threshold written
 * here by hand: every value is the file's own text, with the file's source URL, and the amounts the
 * plan computes with are parsed from that text.
 */

/** The keys the plan uses; a missing one fails loudly (a test reads the real file). */
export const PLAN_FIGURE_KEYS = [
  "ca.tfsa.annual_limit",
  "ca.tfsa.cumulative_room_2009",
  "ca.rrsp.rate",
  "ca.rrsp.dollar_limit",
  "ca.fhsa.annual_limit",
  "ca.fhsa.lifetime_limit",
  "ca.resp.cesg_rate",
  "ca.resp.cesg_eligible_contribution",
  "ca.resp.cesg_annual_max",
  "ca.hbp.withdrawal_limit",
  "ca.tax.federal_first_bracket_top",
  "ca.tax.federal_first_bracket_rate",
  "ca.tax.federal_second_bracket_rate",
  "us.401k.employee_limit",
  "us.401k.catch_up",
  "us.401k.catch_up_60_63",
  "us.ira.limit",
  "us.ira.catch_up",
  "us.roth_ira.phaseout_single",
  "us.hsa.self_only",
  "us.hsa.family",
  "us.hsa.catch_up_55",
  "us.income_tax.single_12_percent_top",
  "us.standard_deduction.single",
  "us.fbar.threshold",
  "us.form8938.us_resident_single_year_end",
  "us.form8938.us_resident_single_any_time",
  "us.form8938.abroad_single_year_end",
  "us.form8938.abroad_single_any_time",
] as const;
export type PlanFigureKey = (typeof PLAN_FIGURE_KEYS)[number];

export interface PlanFigure {
  /** Exactly as the file prints it ("$7,000", "18%"). */
  value: string;
  /** The number in it: dollars, or percent units for a rate ("18%" → 18); a range gives its start. */
  amount: number;
  source: string;
  /** False when no stored copy of its official page confirmed it (docs/figures-to-confirm.md): the plan then does not print it. */
  confirmed: boolean;
  /** The file's French text for it (`fr`), where it gives one; otherwise French is written from `value`. */
  french?: string;
}

export interface PlanFigures {
  year: number;
  figures: Readonly<Record<PlanFigureKey, PlanFigure>>;
}

/** "$7,000" → 7000, "18%" → 18, "$153,000–$168,000" → 153000; NaN when there is no number. */
export function figureAmount(value: string): number {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(value);
  return match ? Number(match[0].replaceAll(",", "")) : NaN;
}

/** Reads the plan's figures out of a figures file's JSON; throws naming the key that is missing or has no number. */
export function readPlanFigures(file: unknown): PlanFigures {
  const data = file as { year?: unknown; figures?: Record<string, { value?: unknown; source?: unknown; confirmed?: unknown; fr?: unknown }> };
  if (!Number.isInteger(data?.year) || typeof data.figures !== "object" || data.figures === null) {
    throw new Error("The figures file has no year or no figures");
  }
  const figures = {} as Record<PlanFigureKey, PlanFigure>;
  for (const key of PLAN_FIGURE_KEYS) {
    const figure = data.figures[key];
    const amount = typeof figure?.value === "string" ? figureAmount(figure.value) : NaN;
    if (!figure || typeof figure.value !== "string" || typeof figure.source !== "string" || Number.isNaN(amount)) {
      throw new Error(`The figures file has no usable "${key}" for the personalised plan`);
    }
    figures[key] = { value: figure.value, amount, source: figure.source, confirmed: figure.confirmed !== false };
    if (typeof figure.fr === "string") figures[key].french = figure.fr;
  }
  return { year: data.year as number, figures };
}
