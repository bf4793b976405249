// The home part's English catalogue repeats the registry's and the marketing copy's English word for word
// (the cards translate at the edge, and keep the source where a page sends no words): this keeps them equal.
import { describe, expect, it } from "vitest";
import { PILLARS, PROMISES } from "~/lib/copy/marketing";
import { COURSE_HIGHLIGHT_LABEL, COURSES, DEBT_GUARANTEE_THRESHOLD, MOST_POPULAR_LABEL, PLANS } from "~/lib/domain/catalog";
import { LEARNING_PATHS } from "~/lib/domain/learning-paths";
import { CURRENCY_NAMES } from "~/lib/domain/money";
import { CATALOGUES } from "~/lib/i18n/catalogues.server";

const en: Readonly<Record<string, unknown>> = CATALOGUES.en;
const fr: Readonly<Record<string, unknown>> = CATALOGUES.fr;

describe("the home part's English catalogue says what the registry says", () => {
  it("of each course: its description, length, level and features", () => {
    for (const course of COURSES) {
      expect(en[`home.course.${course.slug}.description`]).toBe(course.description);
      expect(en[`home.course.${course.slug}.duration`]).toBe(course.duration);
      expect(en[`home.card.level.${course.level}`]).toBe(course.level);
      expect(course.features.map((_, index) => en[`home.course.${course.slug}.feature${index}`])).toEqual(course.features);
    }
    expect(en["home.card.popular"]).toBe(COURSE_HIGHLIGHT_LABEL);
    expect(en["home.plans.popular"]).toBe(MOST_POPULAR_LABEL);
  });

  it("of each plan: its description and button", () => {
    for (const plan of PLANS) {
      expect(en[`home.plans.${plan.tier}.description`]).toBe(plan.description);
      expect(en[`home.plans.${plan.tier}.button`]).toBe(plan.buttonText);
    }
  });

  it("of the pillars, the promises, the learning paths and the currencies", () => {
    const ids: Record<string, string> = { Budgeting: "budgeting", "Debt Freedom": "debtFreedom", Saving: "saving", Investing: "investing" };
    for (const pillar of PILLARS) {
      const id = ids[pillar.title];
      expect(en[`home.pillar.${id}.title`]).toBe(pillar.title);
      expect(en[`home.pillar.${id}.description`]).toBe(pillar.description);
      expect(pillar.methods.map((_, index) => en[`home.pillar.${id}.method${index}`])).toEqual(pillar.methods);
    }
    expect(["guarantee", "noSetupFees", "cancelAnytime"].map((key) => en[`home.promise.${key}`])).toEqual(PROMISES);
    for (const path of LEARNING_PATHS) {
      expect(en[`home.path.${path.id}.title`]).toBe(path.title);
      expect(en[`home.path.${path.id}.description`]).toBe(path.description);
    }
    for (const [code, name] of Object.entries(CURRENCY_NAMES)) {
      expect(en[`home.currency.${code}`]).toBe(name);
      expect(en[`home.results.option.${code}`]).toBe(`${name} (${code})`);
    }
  });

  it("writes the Debt Challenge's guarantee threshold the French way in French", () => {
    expect(en["home.course.debt-challenge.feature3"]).toContain(DEBT_GUARANTEE_THRESHOLD);
    const amount = new Intl.NumberFormat("fr-CA").format(Number(DEBT_GUARANTEE_THRESHOLD.replace(/\D/g, "")));
    expect(String(fr["home.course.debt-challenge.feature3"]).replace(/\s/g, " ")).toContain(`${amount.replace(/\s/g, " ")} $`);
  });
});

describe("what the site says it has and keeps", () => {
  const texts = (catalogue: Readonly<Record<string, unknown>>) =>
    Object.values(catalogue).filter((text) => typeof text === "string") as string[];

  it("promises no service as still to come: every plan's service is open", () => {
    for (const text of [...texts(en), ...PLANS.map((plan) => plan.description)]) {
      expect(text).not.toMatch(/as they open|will join them/);
    }
    for (const text of texts(fr)) expect(text).not.toMatch(/à mesure qu’ils ouvrent|s’y ajouteront/);
  });

  it("never says that what a learner types is never stored: a signed-in learner's Save stores a plan", () => {
    for (const text of texts(en)) expect(text).not.toMatch(/never store it|nothing you type is stored\.|We never store/i);
    for (const text of texts(fr)) expect(text).not.toMatch(/ne l’enregistrons jamais|ne le conservons jamais|n’est conservé\.$/);
  });
});
