import { describe, expect, it } from "vitest";
import { findCourseBySlug, PLAN_TIERS } from "~/lib/domain/catalog";
import { planCardLines } from "~/lib/domain/entitlements";
import { CATALOGUES } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import { formatMessage } from "~/lib/i18n/messages";
import { planLineMessage } from "./plan-card-text";

/** A line as the card writes it in `locale`, from the catalogue alone. */
function written(text: string, locale: Locale): string | null {
  const message = planLineMessage({ text });
  if (!message) return null;
  const catalogue = CATALOGUES[locale];
  if ("key" in message) return formatMessage(catalogue[message.key]!, locale, message.values);
  return message.courses.map((slug) => formatMessage(catalogue[`nav.course.${slug}`]!, locale)).join(", ");
}

describe("the plan cards' lines", () => {
  const lines = PLAN_TIERS.flatMap((tier) => planCardLines(tier).map((line) => line.text));

  it("each have the catalogue's words, which in English are the entitlement table's word for word", () => {
    expect(lines.length).toBeGreaterThan(8);
    for (const text of lines) expect(written(text, "en"), text).toBe(text);
  });

  it("are all French in French, the plans' names kept", () => {
    for (const text of lines) {
      const french = written(text, "fr");
      expect(french, text).not.toBeNull();
      expect(french, text).not.toBe(text);
    }
    expect(written("Everything in Basic", "fr")).toBe("Tout ce que comprend Basic");
    expect(written(findCourseBySlug("budget-bootcamp")!.title, "fr")).toBe("Camp budgétaire de 7 jours");
  });

  it("leaves a line it does not know as it is", () => {
    expect(planLineMessage({ text: "Something new" })).toBeNull();
  });
});
