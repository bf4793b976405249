import { describe, expect, it } from "vitest";
import type { PlanChangePreview } from "~/features/payments/plan-change";
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
  it("says in English what an upgrade costs now and after, and when a downgrade comes", () => {
    expect(planChangeSentenceIn("en", upgrade, "UTC")).toBe(
      "You move to Premium now. You pay CA$14.00 today for the rest of this month, then CA$39.00 a month.",
    );
    expect(planChangeSentenceIn("en", downgrade, "UTC")).toBe(
      "Your plan changes to Basic on November 23, 2026; you keep Premium until then, then pay CA$11.00 a month.",
    );
  });

  it("dates a downgrade by the learner's own day: midnight UTC is still the evening before in Vancouver", () => {
    expect(planChangeSentenceIn("en", downgrade, "America/Vancouver")).toContain("on November 22, 2026;");
    expect(planChangeSentenceIn("fr", downgrade, "America/Toronto")).toContain("le 22 novembre 2026");
  });

  it("says it in French with French amounts and dates", () => {
    expect(planChangeSentenceIn("fr", upgrade, "UTC")).toBe(
      "Vous passez au forfait Premium dès maintenant. Vous payez 14,00\u00a0$\u00a0CA aujourd’hui pour le reste du mois, puis 39,00\u00a0$\u00a0CA par mois.",
    );
    expect(planChangeSentenceIn("fr", downgrade, "UTC")).toContain("le 23 novembre 2026");
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
