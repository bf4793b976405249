import { describe, expect, it } from "vitest";
import figuresFile from "../../../../content/figures/2026.json";
import type { ToolText } from "~/features/tools/domain/format";
import { translate } from "~/lib/i18n/catalogues.server";
import { CALIFORNIA, ONTARIO } from "./fixtures";
import type { Intake } from "./intake";
import { readPlanFigures } from "./plan-figures";
import { figureIn, planMoney, planPercent, rewordPlan, wordPlan } from "./plan-words";
import { personalPlan } from "./rules";

const figures = readPlanFigures(figuresFile);
const TODAY = "2026-11-26";
const english: ToolText = (key, values) => translate("en", key, values);
const french: ToolText = (key, values) => translate("fr", key, values);

/** Answers that between them take every branch of the rules. */
const INTAKES: [string, Intake][] = [
  ["Ontario", ONTARIO],
  ["California", CALIFORNIA],
  [
    "a low Canadian income with every goal",
    { ...ONTARIO, annualGross: 40000, goals: ["firstHome", "retirement", "education", "emergency", "other"] },
  ],
  [
    "Ontario with ties to the US and registered savings",
    { ...ONTARIO, crossBorder: true, savings: { ...ONTARIO.savings, resp: 100, fhsa: 50 } },
  ],
  ["California at 61 with a high income", { ...CALIFORNIA, age: 61, annualGross: 150000 }],
  ["California at 56", { ...CALIFORNIA, age: 56, goals: ["firstHome", "emergency"] }],
  [
    "California at 40 without ties or savings",
    { ...CALIFORNIA, age: 40, crossBorder: false, savings: { ...CALIFORNIA.savings, tfsa: 0, hsa: 0 } },
  ],
  [
    "no debts, no match, no income, retired",
    { ...ONTARIO, debts: [], match: { percent: 0, upTo: 0 }, monthlyIncome: 0, age: 70, goals: ["retirement"] },
  ],
  [
    "moderate debt only, minimums only",
    { ...ONTARIO, debts: [{ name: "Car loan", balance: 9000, rate: 6.5, minimum: 280 }], extraDebtPayment: 0, goals: [] },
  ],
  ["cents in the amounts", { ...ONTARIO, spending: { ...ONTARIO.spending, food: 612.5 }, savings: { ...ONTARIO.savings, cash: 5000 } }],
];

describe("the plan worded from the catalogue", () => {
  it.each(INTAKES)("says in English exactly what rules.ts says: %s", (_, intake) => {
    const plan = personalPlan(intake, figures, TODAY);
    expect(rewordPlan(plan, figures, TODAY, "en", english)).toEqual(wordPlan(plan, figures, TODAY, "en", english));
  });

  it.each(INTAKES)("is all French on a French page: %s", (_, intake) => {
    const plan = wordPlan(personalPlan(intake, figures, TODAY), figures, TODAY, "fr", french);
    const text = JSON.stringify(plan);
    // Every sentence worded: no key, no placeholder, no English source name left.
    expect(text).not.toMatch(/plans\.rule\.|\{\w+\}|this year's figure|CRA:|"words"/);
    for (const item of [...plan.accounts, ...plan.tax, ...(plan.crossBorder ?? [])]) {
      for (const source of item.sources) expect(source.url).toMatch(/^https:\/\//);
    }
  });

  it("writes figures, amounts, percentages and months the French way", () => {
    const plan = wordPlan(personalPlan(ONTARIO, figures, TODAY), figures, TODAY, "fr", french);
    const tfsa = plan.accounts.find((item) => item.title === "CELI")!;
    expect(tfsa.body).toContain("7\u00a0000\u00a0$ de nouveaux droits");
    const match = plan.accounts.find((item) => item.title === "Obtenir toute la cotisation de l’employeur")!;
    expect(match.body).toBe(
      "Versez 3\u00a0400\u00a0$\u00a0CA par année (4\u00a0% de votre salaire) dans votre REER collectif ou régime de retraite; votre employeur ajoute 1\u00a0700\u00a0$\u00a0CA, un rendement immédiat de 50\u00a0%.",
    );
    // The first bracket's top is unconfirmed: named, not printed, in French too.
    expect(plan.tax.find((item) => item.title.startsWith("La déduction REER"))!.body).toContain(
      "(ce chiffre annuel (voyez la source officielle ci-dessous))",
    );
    expect(plan.region).toBe("Ontario");
    expect(plan.budget.lines.find((line) => line.key === "debt")!.label).toBe("Versements sur les dettes");
    expect(plan.budget.buckets!.map((bucket) => bucket.label)).toEqual(["Besoins", "Envies", "Épargne"]);
    expect(plan.debts.status === "planned" && plan.debts.payoffMonth).toMatch(/^[a-zéû.]+ 20\d\d$/);
    expect(plan.allocation.map((line) => line.goal)).toEqual(["Fonds d’urgence", "Première propriété", "Retraite"]);
    expect(plan.allocation.at(-1)!.horizon).toBe("Environ 34 ans");
  });

  it("names a US state and the accounts a cross-border member holds in French", () => {
    const intake: Intake = { ...CALIFORNIA, savings: { ...CALIFORNIA.savings, resp: 10 } };
    const plan = wordPlan(personalPlan(intake, figures, TODAY), figures, TODAY, "fr", french);
    expect(plan.region).toBe("Californie");
    expect(plan.accounts.find((item) => item.title.startsWith("Un régime 529"))!.body).toContain(
      "(consultez le régime de votre État, Californie)",
    );
    expect(plan.crossBorder![0]!.body).toContain("Vous nous avez indiqué détenir\u00a0: CELI, REEE.");
    expect(plan.crossBorder![0]!.sources[0]!.label).toBe(
      "IRS (en anglais)\u00a0: citoyens américains et étrangers résidents vivant à l’étranger",
    );
  });

  it("leaves the English plan as rules.ts worded it, without the words beside", () => {
    const plan = personalPlan(ONTARIO, figures, TODAY);
    const shown = wordPlan(plan, figures, TODAY, "en", english);
    expect(shown.accounts.map((item) => item.body)).toEqual(plan.accounts.map((item) => item.body));
    expect(JSON.stringify(shown)).not.toMatch(/"words"|"key":"plans\./);
  });
});

describe("the plan's numbers in a language", () => {
  it.each([
    ["$7,000", "7\u00a0000\u00a0$"],
    ["18%", "18\u00a0%"],
    ["20.5%", "20,5\u00a0%"],
    ["$153,000–$168,000", "153\u00a0000\u00a0$ à 168\u00a0000\u00a0$"],
    ["$500", "500\u00a0$"],
  ])("writes the figure %s as %s in French, as the file prints it in English", (value, written) => {
    const figure = { value, amount: 0, source: "https://example.org", confirmed: true };
    expect(figureIn(figure, "fr")).toBe(written);
    expect(figureIn(figure, "en")).toBe(value);
    expect(figureIn({ ...figure, french: "deux" }, "fr")).toBe("deux");
  });

  it("writes every figure the plan uses in French", () => {
    for (const figure of Object.values(figures.figures)) expect(figureIn(figure, "fr")).not.toMatch(/^\$|,\d{3}/);
  });

  it("writes amounts to the cent only when there are cents, and percentages", () => {
    expect(planMoney(3400, "CAD")).toBe("CA$3,400");
    expect(planMoney(3400.5, "USD")).toBe("US$3,400.50");
    expect(planMoney(3400, "CAD", "fr")).toBe("3\u00a0400\u00a0$\u00a0CA");
    expect(planMoney(3400.5, "USD", "fr")).toBe("3\u00a0400,50\u00a0$\u00a0US");
    expect([planPercent(4), planPercent(4.5, "fr"), planPercent(100, "fr")]).toEqual(["4%", "4,5\u00a0%", "100\u00a0%"]);
  });
});
