import { describe, expect, it } from "vitest";
import { planChangeSentence, type PlanChangePreview } from "~/features/payments/plan-change";
import { COURSES } from "~/lib/domain/catalog";
import { courseTitleIn, dashboardMessages, planChangeSentenceIn } from "./words.server";

const upgrade: PlanChangePreview = {
  kind: "upgrade",
  from: "basic",
  to: "premium",
  currency: "CAD",
  amountDueNow: 1400,
  nextAmount: 3900,
  effective: "now",
};
const downgrade: PlanChangePreview = {
  ...upgrade,
  kind: "downgrade",
  from: "premium",
  to: "basic",
  amountDueNow: 0,
  nextAmount: 1100,
  effective: new Date("2026-11-23T00:00:00Z"),
};

describe("planChangeSentenceIn", () => {
  it("says in English exactly what planChangeSentence says", () => {
    expect(planChangeSentenceIn("en", upgrade)).toBe(planChangeSentence(upgrade));
    expect(planChangeSentenceIn("en", downgrade)).toBe(planChangeSentence(downgrade));
  });

  it("says it in French with French amounts and dates", () => {
    expect(planChangeSentenceIn("fr", upgrade)).toBe(
      "Vous passez au forfait Premium dès maintenant. Vous payez 14,00\u00a0$\u00a0CA aujourd’hui pour le reste du mois, puis 39,00\u00a0$\u00a0CA par mois.",
    );
    expect(planChangeSentenceIn("fr", downgrade)).toContain("le 23 novembre 2026");
  });
});

describe("courseTitleIn", () => {
  it("names a course as the navigation does in each language", () => {
    const course = COURSES[0];
    expect(courseTitleIn("en", course)).toBe(course.title);
    expect(courseTitleIn("fr", course)).toBe("Camp budgétaire de 7 jours");
    expect(courseTitleIn("fr", { slug: "no-such-course", title: "Old Course" })).toBe("Old Course");
  });
});

describe("dashboardMessages", () => {
  it("sends a page only the parts of the dashboard's words it shows", () => {
    const keys = Object.keys(dashboardMessages("fr", "receipt"));
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.every((key) => key.startsWith("dashboard.receipt."))).toBe(true);
  });
});
