import { describe, expect, it } from "vitest";
import { translate } from "~/lib/i18n/catalogues.server";
import { PLAN_TEXTS } from "./texts";

describe("the plan's English words on the server", () => {
  it("are the catalogue's, word for word", () => {
    expect(translate("en", "plans.personal.gateText")).toBe(PLAN_TEXTS.gateText);
    expect(translate("en", "plans.personal.savedToast")).toBe(PLAN_TEXTS.savedToast);
  });
});
