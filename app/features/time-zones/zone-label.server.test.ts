import { describe, expect, it } from "vitest";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { translate } from "~/lib/i18n/catalogues.server";
import { TIME_ZONE_CHOICES, timeZoneLabel } from "./domain/time-zone-choices";
import { TIME_ZONE_TEXTS } from "./texts";
import { timeZoneLabelIn } from "./zone-label.server";

describe("timeZoneLabelIn", () => {
  it("names every zone of the list in English as the list does, and in French", () => {
    for (const { zone, label } of TIME_ZONE_CHOICES) {
      expect(timeZoneLabelIn("en", zone)).toBe(label);
      expect(timeZoneLabelIn("fr", zone)).not.toMatch(/^account\./);
    }
    expect(timeZoneLabelIn("fr", "America/Toronto")).toBe("Est — Toronto");
  });

  it("keeps a zone outside the list as its IANA name", () => {
    expect(timeZoneLabelIn("fr", "Europe/Paris")).toBe(timeZoneLabel("Europe/Paris"));
  });
});

describe("the account catalogue's English for time zones", () => {
  it("is TIME_ZONE_TEXTS, word for word", () => {
    expect(translate("en", "account.timeZone.label")).toBe(TIME_ZONE_TEXTS.label);
    expect(translate("en", "account.timeZone.hint", { product: PRODUCT_NAME })).toBe(TIME_ZONE_TEXTS.hint);
    expect(translate("en", "account.form.timeZoneInvalid")).toBe(TIME_ZONE_TEXTS.invalid);
    expect(translate("en", "account.toast.profileSavedWithZone", { zone: "Eastern — Toronto" })).toBe(
      `${translate("en", "account.toast.profileSavedDescription")}. ${TIME_ZONE_TEXTS.nowShownIn("Eastern — Toronto")}`,
    );
  });
});
