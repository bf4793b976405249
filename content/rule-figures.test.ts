/**
 * The Masterclass's rule figures (mortgage rules, the first-time buyers' GST/HST rebate, CPP and OAS
 * adjustments, RRIF minimums; since issue 39 also Social Security's percentages, the FHA minimums, PMI's
 * thresholds and the IRA first-home withdrawal) change with the rules, so they live in the figures file
 * like every yearly figure (issue 23). This test fails if one of them is typed into a Masterclass lesson
 * by hand instead of written as `{{fig:KEY}}`, or if one that no stored copy of its source confirmed
 * (`confirmed: false`) reaches the learner.
 */
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { LESSONS_DIR, loadLessonSources } from "./compile";
import { loadFigures, type Figures } from "./figures";

const COURSE = "financial-masterclass";

interface RuleFigure {
  key: string;
  /** The lesson that shows the figure. */
  lessonNumber: number;
  /**
   * The figure as a lesson would type it, built from the number in the figure's current value, so it
   * keeps working when next year's file changes the value. Context words keep it from matching
   * unrelated numbers ("15% of salary").
   */
  handTyped: (number: string) => RegExp;
}

const percent = (number: string) => new RegExp(`(?<![\\d.])${number}%`);

const RULE_FIGURES: RuleFigure[] = [
  { key: "ca.mortgage.gds_max_insured", lessonNumber: 5, handTyped: percent },
  { key: "ca.mortgage.tds_max_insured", lessonNumber: 5, handTyped: percent },
  { key: "ca.mortgage.stress_test_floor", lessonNumber: 5, handTyped: percent },
  { key: "ca.mortgage.stress_test_buffer", lessonNumber: 5, handTyped: (n) => new RegExp(`plus ${n}(?:%| percentage points?)`) },
  { key: "ca.mortgage.min_down_first_rate", lessonNumber: 5, handTyped: (n) => new RegExp(`(?<![\\d.])${n}% of the first`) },
  { key: "ca.mortgage.min_down_first_portion", lessonNumber: 5, handTyped: (n) => new RegExp(`\\$${n}(?!\\d)`) },
  {
    key: "ca.mortgage.min_down_rest_rate",
    lessonNumber: 5,
    handTyped: (n) => new RegExp(`(?<![\\d.])${n}% of (?:the (?:portion|remaining)|\\$)`),
  },
  { key: "ca.mortgage.cmhc_premium_ltv_95", lessonNumber: 5, handTyped: percent },
  { key: "ca.mortgage.cmhc_premium_ltv_90", lessonNumber: 5, handTyped: percent },
  { key: "ca.mortgage.cmhc_premium_ltv_85", lessonNumber: 5, handTyped: percent },
  {
    key: "ca.mortgage.cmhc_long_amortization_surcharge",
    lessonNumber: 5,
    handTyped: (n) => new RegExp(`(?<![\\d.])${n}(?:%|-point| percentage points?| points?)`),
  },
  {
    key: "ca.mortgage.insured_amortization_max_first_buyer_or_new_build",
    lessonNumber: 5,
    handTyped: (n) => new RegExp(`insured (?:amortization of up to )?${n}[- ]year`),
  },
  { key: "ca.gst.fthb_rebate_max", lessonNumber: 5, handTyped: (n) => new RegExp(`(?:rebate|GST)[^.]*\\$${n}(?!\\d)`) },
  { key: "ca.gst.fthb_rebate_full_value_limit", lessonNumber: 5, handTyped: (n) => new RegExp(`\\$${n} million`) },
  { key: "ca.gst.fthb_rebate_phase_out_end", lessonNumber: 5, handTyped: (n) => new RegExp(`\\$${n} million`) },
  { key: "ca.gst.fthb_rebate_agreement_from", lessonNumber: 5, handTyped: (n) => new RegExp(`[A-Z][a-z]+ ${n}, \\d{4}`) },
  { key: "ca.gst.fthb_rebate_construction_start_before", lessonNumber: 5, handTyped: (n) => new RegExp(`before ${n}`) },
  { key: "ca.gst.fthb_rebate_completion_before", lessonNumber: 5, handTyped: (n) => new RegExp(`before ${n}`) },
  { key: "ca.gst.fthb_rebate_min_age", lessonNumber: 5, handTyped: (n) => new RegExp(`buyer must be at least ${n}`) },
  { key: "ca.cpp.early_reduction_per_month", lessonNumber: 6, handTyped: percent },
  { key: "ca.cpp.late_increase_per_month", lessonNumber: 6, handTyped: percent },
  { key: "ca.cpp.reduction_at_60", lessonNumber: 6, handTyped: (n) => new RegExp(`(?<![\\d.])${n}% less`) },
  { key: "ca.cpp.increase_at_70", lessonNumber: 6, handTyped: percent },
  { key: "ca.oas.max_deferral_increase", lessonNumber: 6, handTyped: (n) => new RegExp(`(?<![\\d.])${n}% (?:more|higher)`) },
  { key: "ca.oas.recovery_tax_rate", lessonNumber: 6, handTyped: (n) => new RegExp(`(?<![\\d.])${n}% of net income`) },
  ...[65, 71, 75, 80, 85, 90, 95].map((age) => ({ key: `ca.rrif.min_withdrawal_age_${age}`, lessonNumber: 6, handTyped: percent })),
  { key: "us.ira.first_home_withdrawal_max", lessonNumber: 5, handTyped: (n) => new RegExp(`\\$${n} over your lifetime`) },
  { key: "us.fha.min_down_payment", lessonNumber: 5, handTyped: (n) => new RegExp(`(?<![\\d.])${n}% with a credit score`) },
  { key: "us.fha.min_credit_score", lessonNumber: 5, handTyped: (n) => new RegExp(`credit score of ${n}`) },
  { key: "us.pmi.cancel_request_ltv", lessonNumber: 5, handTyped: (n) => new RegExp(`(?<![\\d.])${n}% of the home's original value`) },
  { key: "us.pmi.automatic_termination_ltv", lessonNumber: 5, handTyped: (n) => new RegExp(`automatically at ${n}%`) },
  { key: "us.social_security.benefit_at_62_fra_67", lessonNumber: 6, handTyped: (n) => new RegExp(`about ${n}% of your full benefit`) },
  {
    key: "us.social_security.delayed_credit_per_year",
    lessonNumber: 6,
    handTyped: (n) => new RegExp(`adds \\**${n}%|(?<![\\d.])${n}% a year from full retirement age`),
  },
  { key: "us.social_security.benefit_at_70_fra_67", lessonNumber: 6, handTyped: (n) => new RegExp(`gives ${n}%`) },
];

/** The first number in a figure's value ("$1.5 million" → "1\.5", "May 27, 2025" → "27"), escaped for a RegExp. */
function numberIn(value: string): string {
  const match = /\d+(?:,\d{3})*(?:\.\d+)?/.exec(value);
  if (!match) throw new Error(`figure value "${value}" holds no number`);
  return match[0].replace(/[.$]/g, "\\$&");
}

let figures: Figures;
/** Each Masterclass lesson file as written (placeholders not filled), by lesson number. */
let written: Map<number, string>;
/** Each Masterclass lesson as served (figures filled in), by lesson number. */
let served: Map<number, string>;

beforeAll(async () => {
  figures = await loadFigures();
  const dir = path.join(LESSONS_DIR, COURSE);
  const files = (await readdir(dir)).filter((name) => name.endsWith(".md")).sort();
  written = new Map(
    await Promise.all(files.map(async (name) => [Number.parseInt(name, 10), await readFile(path.join(dir, name), "utf8")] as const)),
  );
  served = new Map(
    (await loadLessonSources()).filter((lesson) => lesson.courseId === COURSE).map((lesson) => [lesson.lessonNumber, lesson.content]),
  );
});

describe.each(RULE_FIGURES)("Masterclass rule figure $key", ({ key, lessonNumber, handTyped }) => {
  it("comes from the figures file: the lesson shows it through {{fig:}} and no lesson types it by hand", () => {
    const value = figures.values.get(key);
    expect(value, "the figure is in the figures file").toBeDefined();
    const pattern = handTyped(numberIn(value!));
    expect(written.get(lessonNumber)).toContain(`{{fig:${key}}}`);
    if (figures.unconfirmed.has(key)) {
      // Not confirmed against its source: the learner reads the block's neutral sentence instead.
      expect(served.get(lessonNumber)).not.toMatch(pattern);
    } else {
      // The pattern finds the figure where the learner reads it, so it would find it typed by hand too.
      expect(served.get(lessonNumber)).toMatch(pattern);
    }
    const typedIn = [...written].filter(([, text]) => pattern.test(text)).map(([number]) => number);
    expect(typedIn, `lessons typing ${value} by hand`).toEqual([]);
  });
});
