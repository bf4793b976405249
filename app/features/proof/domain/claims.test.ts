import { describe, expect, it } from "vitest";
import { proofCounts as counts } from "./proof-counts.fixture";
import {
  atLeast,
  catalogueProof,
  coursePageProof,
  debtPaidOff,
  floorFigure,
  heroFigures,
  homeProof,
  loweredShare,
  methodNote,
  moneyAtLeast,
  THRESHOLDS,
} from "./claims";

describe("floorFigure rounds down to two leading digits, at least to the ten", () => {
  it.each([
    [0, 0],
    [9, 0],
    [57, 50],
    [100, 100],
    [157, 150],
    [999, 990],
    [1_234, 1_200],
    [12_345, 12_000],
    [123_456, 120_000],
    [1_999_999, 1_900_000],
  ])("%i → %i", (count, floor) => expect(floorFigure(count)).toBe(floor));

  it("never rounds up, and never below zero", () => {
    for (let count = 0; count < 5_000; count += 7) expect(floorFigure(count)).toBeLessThanOrEqual(count);
    expect(floorFigure(-3)).toBe(0);
  });

  it("is written as 'at least'", () => {
    expect(atLeast(1_234)).toBe("1,200+");
    expect(moneyAtLeast(12_345_678, "CAD")).toBe("CA$120,000+");
    expect(moneyAtLeast(4_599_999, "USD")).toBe("US$45,000+");
  });
});

describe("the hero", () => {
  it("on an empty site shows only what is true of the site: its lessons, tools and courses", () => {
    const hero = heroFigures(counts(), { tools: 4 });
    expect(hero).toEqual([
      { value: "17", label: "lessons", kind: null },
      { value: "4", label: "free calculators", kind: null },
      { value: "3", label: "courses", kind: null },
    ]);
    expect(homeProof(counts(), { tools: 4 })).toMatchObject({ learners: null, footnote: null, courses: { footnote: null } });
  });

  it("shows each figure from its threshold on, never just below it", () => {
    const below = counts({
      learners: THRESHOLDS.learners - 1,
      completions: THRESHOLDS.completions - 1,
      debt: [{ currency: "CAD", reporters: THRESHOLDS.debtReporters - 1, paidOffCents: 99_000_000, lowered: 19 }],
    });
    expect(heroFigures(below, { tools: 4 }).every((figure) => figure.kind === null)).toBe(true);

    const at = counts({
      learners: THRESHOLDS.learners,
      completions: THRESHOLDS.completions,
      debt: [{ currency: "CAD", reporters: THRESHOLDS.debtReporters, paidOffCents: 12_345_678, lowered: 15 }],
    });
    expect(heroFigures(at, { tools: 4 })).toEqual([
      { value: "100+", label: "learners enrolled", kind: "learners" },
      { value: "20+", label: "courses completed", kind: "completions" },
      { value: "CA$120,000+", label: "of debt paid off, reported by learners", kind: "debt" },
      { value: "75%", label: "of reporting learners lowered their debt", kind: "lowered" },
    ]);
  });

  it("fills up to three with facts when only some figures pass", () => {
    const hero = heroFigures(counts({ learners: 1_234 }), { tools: 4 });
    expect(hero.map((figure) => figure.value)).toEqual(["1,200+", "17", "4"]);
  });
});

describe("debt paid off", () => {
  const debt = [
    { currency: "USD", reporters: 25, paidOffCents: 4_599_999, lowered: 20 },
    { currency: "CAD", reporters: 30, paidOffCents: 12_345_678, lowered: 21 },
  ] as const;

  it("is given per currency, never added together, Canadian dollars first", () => {
    expect(debtPaidOff(counts({ debt }))).toBe("CA$120,000+ and US$45,000+");
  });

  it("leaves out a currency below the threshold, and says nothing when none passes", () => {
    expect(debtPaidOff(counts({ debt: [{ ...debt[0], reporters: 19 }, debt[1]] }))).toBe("CA$120,000+");
    expect(debtPaidOff(counts({ debt: [{ ...debt[0], reporters: 19 }] }))).toBeNull();
  });

  it("the share that lowered their debt counts reporters of both currencies, rounded down", () => {
    // 41 of 55 = 74.5%.
    expect(loweredShare(counts({ debt }))).toBe(74);
    // 10 + 10 reporters pass together, though neither currency's amount is shown.
    expect(
      loweredShare(
        counts({
          debt: [
            { ...debt[0], reporters: 10, lowered: 3 },
            { ...debt[1], reporters: 10, lowered: 10 },
          ],
        }),
      ),
    ).toBe(65);
    expect(loweredShare(counts({ debt: [{ ...debt[0], reporters: 19, lowered: 19 }] }))).toBeNull();
  });
});

describe("course learners", () => {
  it("each card shows its own count from 50, rounded down, and nothing below", () => {
    const proof = catalogueProof(counts({ courseLearners: { "budget-bootcamp": 57, "debt-challenge": 49 } }));
    expect(proof.learners).toEqual({ "budget-bootcamp": "50+ learners", "debt-challenge": null, "financial-masterclass": null });
    expect(proof.footnote?.[0]).toMatch(/^A course's learners: accounts that hold that course today/);
  });

  it("the Debt Challenge's page adds the reported debt with its own footnote; other courses never do", () => {
    const debt = [{ currency: "USD", reporters: 20, paidOffCents: 2_000_000, lowered: 12 }] as const;
    const challenge = coursePageProof(counts({ debt }), { slug: "debt-challenge" });
    expect(challenge).toMatchObject({ learners: null, learnersFootnote: null, debtPaidOff: "US$20,000+" });
    expect(challenge.debtFootnote?.[0]).toMatch(/^Debt paid off: self-reported by learners on the Debt Challenge's results form/);
    expect(coursePageProof(counts({ debt }), { slug: "budget-bootcamp" })).toMatchObject({ debtPaidOff: null, debtFootnote: null });
  });
});

describe("the footnote", () => {
  it("explains only the figures shown, then since when, the rounding and thresholds, and the date", () => {
    const note = methodNote(["lowered", "learners"], counts())!;
    expect(note).toHaveLength(3);
    expect(note[0]).toMatch(
      /^Learners enrolled: accounts that hold a course today, through an order that was not refunded \(bought, or given by our staff\) or an active plan/,
    );
    expect(note[1]).toMatch(/^Lowered their debt:/);
    expect(note[2]).toBe(
      "Counted from our own records since Jan 15, 2026, when our records start, rounded down, and shown only from 100 learners, 50 learners of a course, 25 completions and 20 reporting learners. Recounted every hour: these figures are as of Dec 1, 2026.",
    );
  });

  it("is absent when nothing computed is shown", () => {
    expect(methodNote([], counts())).toBeNull();
  });

  it("the home page's footnote covers the hero's figures and the learner line", () => {
    const proof = homeProof(counts({ learners: 150, completions: 30 }), { tools: 4 });
    expect(proof.learners).toBe("150+ learners");
    expect(proof.footnote?.slice(0, 2).map((line) => line.split(":")[0])).toEqual(["Learners enrolled", "Courses completed"]);
  });
});
