import { describe, expect, it } from "vitest";
import { translate } from "~/lib/i18n/catalogues.server";
import { CONTRIBUTION_TEXTS } from "./texts";
import { contributionSchemaIn, contributionTextsIn } from "./words.server";
import { contributionSchema } from "./domain/contribution-form";

describe("the contribution form's words", () => {
  it("are the catalogue's in English, word for word", () => {
    for (const [name, text] of Object.entries(CONTRIBUTION_TEXTS)) {
      expect(translate("en", `plans.contribution.${name as keyof typeof CONTRIBUTION_TEXTS}`)).toBe(text);
    }
    expect(contributionTextsIn("en")).toBe(CONTRIBUTION_TEXTS);
  });

  it("are French on a French page, where amounts have a decimal comma", () => {
    expect(contributionTextsIn("fr").logged).toBe("Versement inscrit.");
    const valid = { goal: "Car", amount: "19,99", contributedOn: "2026-02-28", token: "3f0c1b7e-8a0e-4c53-9a5e-2b1f0f4c6d7a" };
    const parsed = contributionSchemaIn("fr").safeParse(valid);
    expect(parsed.success && parsed.data.amount).toBe(19.99);
    expect(contributionSchemaIn("fr").safeParse({ ...valid, contributedOn: "2026-02-30" }).error?.issues[0]?.message).toBe(
      "Entrez une date réelle, à partir de 1970 et qui n’est pas dans le futur.",
    );
    expect(contributionSchema.safeParse(valid).success).toBe(false);
  });
});
