import { COURSES } from "~/lib/domain/catalog";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadLessonSources, LESSONS_DIR } from "./compile";
import { FIGURES_FILE, FIGURES_YEAR, FigureError, fillFigures, loadFigures, parseFigures } from "./figures";

/** Governments, their agencies and the deposit insurers: the only places a figure may be sourced from. */
const OFFICIAL_SITES = [
  "canada.ca",
  "gc.ca",
  // Québec's revenue agency, and its government's sites (Retraite Québec, the AMF's gouv.qc.ca pages).
  "revenuquebec.ca",
  "gouv.qc.ca",
  "cdic.ca",
  "irs.gov",
  "fdic.gov",
  "ncua.gov",
  "fincen.gov",
  "consumerfinance.gov",
  "ssa.gov",
  // Federal student aid, and the text of the laws it applies.
  "studentaid.gov",
  "congress.gov",
  // FHA's rules (HUD), and a state insurance regulator's page on the federal PMI rules.
  "hud.gov",
  "insurance.wa.gov",
];

const figures = parseFigures(
  {
    year: 2026,
    figures: {
      "ca.tfsa.annual_limit": { value: "$7,000", source: "https://www.canada.ca/tfsa", checked: "2026-11-30" },
      "us.ira.limit": { value: "$7,500", source: "https://www.irs.gov/ira", note: "Under 50." },
      "us.pmi.automatic_termination_ltv": {
        value: "78%",
        source: "https://www.consumerfinance.gov/pmi",
        checked: "2026-11-30",
        confirmed: false,
      },
    },
  },
  "figures.json",
);

/** The figures issue 39 checked against stored copies of their official pages. */
const CHECKED_IN_ISSUE_39 = [
  "ca.mortgage.cmhc_premium_ltv_95",
  "ca.mortgage.cmhc_premium_ltv_90",
  "ca.mortgage.cmhc_premium_ltv_85",
  "ca.mortgage.cmhc_long_amortization_surcharge",
  "ca.mortgage.stress_test_floor",
  "ca.mortgage.stress_test_buffer",
  "us.social_security.benefit_at_62_fra_67",
  "us.social_security.delayed_credit_per_year",
  "us.social_security.benefit_at_70_fra_67",
  "us.fha.min_down_payment",
  "us.fha.min_credit_score",
  "us.pmi.cancel_request_ltv",
  "us.pmi.automatic_termination_ltv",
  "us.ira.first_home_withdrawal_max",
  "ca.tax.federal_first_bracket_top",
  "ca.tax.federal_first_bracket_rate",
  "us.income_tax.single_12_percent_top",
  "us.standard_deduction.single",
  "us.form8938.us_resident_single_year_end",
  "us.form8938.us_resident_single_any_time",
  "us.form8938.abroad_single_year_end",
  "us.form8938.abroad_single_any_time",
  "us.student_loans.save_end_agreement",
  "us.student_loans.new_rules_date",
  "us.student_loans.legacy_plans_end",
  "us.rap.min_rate",
  "us.rap.max_rate",
  "us.rap.minimum_payment",
  "us.rap.dependant_reduction",
  "us.rap.principal_match",
  "us.rap.forgiveness_payments",
  "us.student_loans.rehabilitation_limit",
  "us.student_loans.consolidation_payments",
  "ca.csl.rap_payment_cap",
  "ca.csl.rap_period_months",
  "ca.bia.consumer_proposal_limit",
  "ca.bia.consumer_proposal_max_years",
  "ca.bia.first_discharge_months",
  "ca.bia.first_discharge_surplus_months",
  "ca.bia.student_loan_years",
  "ca.bia.student_loan_hardship_years",
];

describe("filling figures into a lesson", () => {
  it("replaces each placeholder with the value and the year", () => {
    expect(fillFigures("TFSA: {{fig:ca.tfsa.annual_limit}}, IRA: {{fig:us.ira.limit}} ({{fig:year}} figures)", figures, "01.md")).toBe(
      "TFSA: $7,000, IRA: $7,500 (2026 figures)",
    );
  });

  it("leaves a lesson without figures as it is", () => {
    expect(fillFigures("No numbers from the government here.", figures, "01.md")).toBe("No numbers from the government here.");
  });

  it("fails on a figure the year's file does not have, naming the lesson file and the key", () => {
    expect(() => fillFigures("{{fig:ca.tfsa.lifetime}} ({{fig:year}})", figures, "content/lessons/x/01.md")).toThrow(
      new FigureError('content/lessons/x/01.md: unknown figure "ca.tfsa.lifetime" (not in the 2026 figures file)'),
    );
  });

  it.each(["{{fig:ca.tfsa.annual_limit}", "{{ fig ca.tfsa.annual_limit}}", "{{fig:}}"])("fails on the malformed placeholder %s", (text) => {
    expect(() => fillFigures(`${text} ({{fig:year}})`, figures, "01.md")).toThrow(FigureError);
  });

  it("fails on a lesson that uses figures without saying which year they are for", () => {
    expect(() => fillFigures("TFSA: {{fig:ca.tfsa.annual_limit}}", figures, "content/lessons/x/02.md")).toThrow(/x\/02\.md: .*\{\{fig:year\}\}/);
  });
});

describe("a figure no stored copy of its source confirmed (issue 39)", () => {
  const block = (inside: string) => `PMI ends at 80%{{confirmed}}${inside}{{otherwise}}, and later by law (see the CFPB){{/confirmed}}.`;

  it("is known to the parsed file as unconfirmed; the others are not", () => {
    expect([...figures.unconfirmed]).toEqual(["us.pmi.automatic_termination_ltv"]);
    expect(figures.values.get("us.pmi.automatic_termination_ltv")).toBe("78%");
  });

  it("is served as its block's neutral sentence, and a confirmed block as written", () => {
    expect(fillFigures(`${block(", and at {{fig:us.pmi.automatic_termination_ltv}} by law")} ({{fig:year}})`, figures, "05.md")).toBe(
      "PMI ends at 80%, and later by law (see the CFPB). (2026)",
    );
    expect(fillFigures(`${block(" or {{fig:ca.tfsa.annual_limit}}")} ({{fig:year}})`, figures, "05.md")).toBe(
      "PMI ends at 80% or $7,000. (2026)",
    );
    // One unconfirmed figure hides the whole first part, confirmed figures in it too.
    expect(
      fillFigures(`${block(" {{fig:ca.tfsa.annual_limit}} {{fig:us.pmi.automatic_termination_ltv}}")} ({{fig:year}})`, figures, "05.md"),
    ).toBe("PMI ends at 80%, and later by law (see the CFPB). (2026)");
  });

  it("fails the content step when a lesson shows it outside a {{confirmed}} block, naming the file and the key", () => {
    expect(() => fillFigures("PMI ends at {{fig:us.pmi.automatic_termination_ltv}} ({{fig:year}})", figures, "content/lessons/x/05.md")).toThrow(
      /x\/05\.md: figure "us\.pmi\.automatic_termination_ltv" is not confirmed against its source/,
    );
    expect(() =>
      fillFigures(
        "{{confirmed}}{{fig:ca.tfsa.annual_limit}}{{otherwise}}{{fig:us.pmi.automatic_termination_ltv}}{{/confirmed}} ({{fig:year}})",
        figures,
        "05.md",
      ),
    ).toThrow(/not confirmed against its source/);
  });

  it.each([
    ["a block without a figure", "{{confirmed}}no figure{{otherwise}}neutral{{/confirmed}}", /shows no figure/],
    ["a block without its neutral sentence", "{{confirmed}}{{fig:ca.tfsa.annual_limit}}{{/confirmed}}", /malformed block/],
    ["an unclosed block", "{{confirmed}}{{fig:ca.tfsa.annual_limit}}{{otherwise}}neutral", /malformed block/],
    [
      "a block inside another",
      "{{confirmed}}{{confirmed}}{{fig:ca.tfsa.annual_limit}}{{otherwise}}a{{/confirmed}}{{otherwise}}b{{/confirmed}}",
      /cannot hold another one/,
    ],
    [
      "an unknown figure in the hidden part",
      "{{confirmed}}{{fig:us.pmi.typo}}{{otherwise}}neutral{{/confirmed}}",
      /unknown figure "us\.pmi\.typo"/,
    ],
  ])("fails on %s", (_, text, message) => {
    expect(() => fillFigures(`${text} ({{fig:year}})`, figures, "05.md")).toThrow(message);
  });

  it.each([
    ["a checked date that is not YYYY-MM-DD", { checked: "30/11/2026" }, /checked date that is not a date/],
    ["a checked date that is not a real day", { checked: "2026-02-30" }, /checked date that is not a date/],
    ["a confirmed that is not true or false", { checked: "2026-11-30", confirmed: "no" }, /confirmed that is not true or false/],
    ["confirmed: false without the date it was checked", { confirmed: false }, /confirmed: false without the date it was checked/],
  ])("rejects a figure with %s, naming the file and the key", (_, fields, message) => {
    const figure = { value: "78%", source: "https://www.consumerfinance.gov/pmi", ...fields };
    expect(() => parseFigures({ year: 2026, figures: { "us.pmi.x": figure } }, "content/figures/2026.json")).toThrow(
      new RegExp(`content/figures/2026\\.json: figure "us\\.pmi\\.x" .*${message.source}`),
    );
  });

  it("this year's file records the date each checked figure was compared with its source", async () => {
    const { figures: file } = JSON.parse(await readFile(FIGURES_FILE, "utf8")) as {
      figures: Record<string, { checked?: string; confirmed?: boolean }>;
    };
    const unchecked = CHECKED_IN_ISSUE_39.filter((key) => !file[key]?.checked);
    expect(unchecked).toEqual([]);
  });

  it("docs/figures-to-confirm.md lists every figure this year's file marks unconfirmed", async () => {
    const current = await loadFigures();
    const listed = await readFile(path.resolve("docs/figures-to-confirm.md"), "utf8");
    expect(current.unconfirmed.size).toBeGreaterThan(0);
    expect([...current.unconfirmed].filter((key) => !listed.includes(`\`${key}\``))).toEqual([]);
  });

  it("never reaches a learner: each real lesson block hiding one serves its neutral sentence", async () => {
    const current = await loadFigures();
    const served = new Map((await loadLessonSources()).map((lesson) => [`${lesson.courseId}/${lesson.lessonNumber}`, lesson.content]));
    let hidden = 0;
    for (const course of COURSES.map((entry) => entry.slug)) {
      for (const name of await readdir(path.join(LESSONS_DIR, course))) {
        const text = await readFile(path.join(LESSONS_DIR, course, name), "utf8");
        for (const [, shown, neutral] of text.matchAll(/\{\{confirmed\}\}([\s\S]*?)\{\{otherwise\}\}([\s\S]*?)\{\{\/confirmed\}\}/g)) {
          const keys = [...shown!.matchAll(/\{\{fig:([^{}]+)\}\}/g)].map((match) => match[1]!);
          if (!keys.some((key) => current.unconfirmed.has(key)) || neutral!.includes("{{")) continue;
          hidden += 1;
          expect(served.get(`${course}/${Number.parseInt(name, 10)}`), `${course}/${name}`).toContain(neutral);
        }
      }
    }
    expect(hidden).toBeGreaterThan(0);
  });
});

describe("the figures file", () => {
  it.each([
    ["no source", { value: "$7,000" }],
    ["an empty source", { value: "$7,000", source: "" }],
    ["a source that is not an https URL", { value: "$7,000", source: "canada.ca" }],
  ])("rejects a figure with %s, naming the file and the key", (_, figure) => {
    expect(() => parseFigures({ year: 2026, figures: { "ca.tfsa.annual_limit": figure } }, "content/figures/2026.json")).toThrow(
      'content/figures/2026.json: figure "ca.tfsa.annual_limit" has no source',
    );
  });

  it("rejects a figure without a value and a file without a year", () => {
    expect(() => parseFigures({ year: 2026, figures: { "ca.x.y": { source: "https://cra.gc.ca" } } }, "f.json")).toThrow(
      /"ca\.x\.y" has no value/,
    );
    expect(() => parseFigures({ figures: {} }, "f.json")).toThrow(FigureError);
  });

  it("is this year's, and every figure in it has a value and an official https source", async () => {
    const current = await loadFigures();
    expect(current.year).toBe(FIGURES_YEAR);
    expect(current.values.get("ca.tfsa.annual_limit")).toBe("$7,000");
    expect(current.values.get("us.401k.employee_limit")).toBe("$24,500");
    // parseFigures only knows "https"; which sites count as official is a fact about this file.
    const { figures } = JSON.parse(await readFile(FIGURES_FILE, "utf8")) as { figures: Record<string, { source: string }> };
    const unofficial = Object.entries(figures).filter(([, { source }]) => {
      const host = new URL(source).hostname;
      return !OFFICIAL_SITES.some((site) => host === site || host.endsWith(`.${site}`));
    });
    expect(unofficial).toEqual([]);
  });
});

describe("the content step with the real lessons", () => {
  let scratch: string;
  let figuresJson: { year: number; figures: Record<string, { value: string; source?: string }> };
  let usedKey: string;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "moneywise-figures-"));
    figuresJson = JSON.parse(await readFile(FIGURES_FILE, "utf8"));
    // Any key a real lesson uses: the step must refuse to publish that lesson without it.
    for (const course of COURSES.map((entry) => entry.slug)) {
      for (const name of await readdir(path.join(LESSONS_DIR, course))) {
        const match = /\{\{fig:([a-z0-9_.]+\.[a-z0-9_.]+)\}\}/.exec(await readFile(path.join(LESSONS_DIR, course, name), "utf8"));
        if (match) usedKey = match[1]!;
      }
    }
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  async function withFigures(figures: typeof figuresJson.figures): Promise<string> {
    const file = path.join(scratch, `${Object.keys(figures).length}-${Math.random()}.json`);
    await writeFile(file, JSON.stringify({ ...figuresJson, figures }));
    return file;
  }

  it("fills every placeholder in every lesson", async () => {
    for (const lesson of await loadLessonSources()) expect(lesson.content).not.toMatch(/\{\{/);
  });

  it("fails on a lesson using a figure missing from the year's file", async () => {
    const { [usedKey]: _removed, ...rest } = figuresJson.figures;
    await expect(loadLessonSources(LESSONS_DIR, await withFigures(rest))).rejects.toThrow(
      new RegExp(`\\.md: unknown figure "${usedKey.replaceAll(".", "\\.")}"`),
    );
  });

  it("fails on a figure without a source", async () => {
    const { source: _source, ...unsourced } = figuresJson.figures[usedKey]!;
    const file = await withFigures({ ...figuresJson.figures, [usedKey]: unsourced });
    await expect(loadLessonSources(LESSONS_DIR, file)).rejects.toThrow(`figure "${usedKey}" has no source`);
  });
});
