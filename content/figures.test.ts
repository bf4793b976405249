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
];

const figures = parseFigures(
  {
    year: 2026,
    figures: {
      "ca.tfsa.annual_limit": { value: "$7,000", source: "https://www.canada.ca/tfsa" },
      "us.ira.limit": { value: "$7,500", source: "https://www.irs.gov/ira", note: "Under 50." },
    },
  },
  "figures.json",
);

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
    for (const course of await readdir(LESSONS_DIR)) {
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
