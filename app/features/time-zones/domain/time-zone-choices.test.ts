import { describe, expect, it } from "vitest";
import { isTimeZoneChoice, proposedTimeZone, TIME_ZONE_CHOICES, timeZoneLabel } from "./time-zone-choices";
import { canonicalTimeZone, zoneAbbreviation } from "./zoned-time";

describe("TIME_ZONE_CHOICES", () => {
  it("lists real zones, each once, in the runtime's own spelling, each with a short name to show", () => {
    const zones = TIME_ZONE_CHOICES.map((choice) => choice.zone);
    expect(new Set(zones).size).toBe(zones.length);
    for (const zone of zones) {
      expect(canonicalTimeZone(zone)).toBe(zone);
      expect(zoneAbbreviation(new Date("2026-01-15T12:00:00Z"), zone)).toMatch(/^[A-Z]{3,4}$/);
    }
  });

  it("covers the six zones our learners live in, Newfoundland's half hour and Arizona's missing daylight time included", () => {
    for (const zone of [
      "America/St_Johns",
      "America/Halifax",
      "America/Toronto",
      "America/Winnipeg",
      "America/Edmonton",
      "America/Vancouver",
      "America/Phoenix",
    ]) {
      expect(isTimeZoneChoice(zone)).toBe(true);
    }
    expect(timeZoneLabel("America/St_Johns")).toBe("Newfoundland — St. John's");
  });
});

describe("proposedTimeZone", () => {
  it("takes the browser's zone first, then Cloudflare's, written the runtime's way", () => {
    expect(proposedTimeZone(["America/St_Johns", "America/Vancouver"])).toBe("America/St_Johns");
    expect(proposedTimeZone(["", "America/Vancouver"])).toBe("America/Vancouver");
    expect(proposedTimeZone(["US/Eastern", null])).toBe("America/New_York");
  });

  it("skips what is not a zone and falls back to Toronto", () => {
    expect(proposedTimeZone(["Mars/Olympus", null])).toBe("America/Toronto");
    expect(proposedTimeZone([undefined, null])).toBe("America/Toronto");
  });

  it("keeps a traveller's zone outside the list, which Profile then shows by its name", () => {
    expect(proposedTimeZone(["Europe/Paris"])).toBe("Europe/Paris");
    expect(isTimeZoneChoice("Europe/Paris")).toBe(false);
    expect(timeZoneLabel("America/Argentina/Buenos_Aires")).toBe("America/Argentina/Buenos Aires");
  });
});
