import { describe, expect, it } from "vitest";
import { formatLocalDayIn, formatLocalTimeIn, formatZonedIn } from "./localized-time";
import { formatLocalDay, formatLocalTime, formatZoned } from "./zoned-time";

const NOW = new Date("2026-03-01T12:00:00Z");
const AT = new Date("2026-03-12T23:00:00Z");

describe("times in a language", () => {
  it("are zoned-time's own words in English", () => {
    expect(formatZonedIn("en", AT, "America/Toronto", NOW)).toBe(formatZoned(AT, "America/Toronto", NOW));
    expect(formatLocalDayIn("en", AT, "America/Toronto", NOW)).toBe(formatLocalDay(AT, "America/Toronto", NOW));
    expect(formatLocalTimeIn("en", AT, "America/Toronto")).toBe(formatLocalTime(AT, "America/Toronto"));
  });

  it("are written the Québec way in French, naming the zone", () => {
    expect(formatZonedIn("fr", AT, "America/Toronto", NOW)).toBe("jeu. 12 mars, 19 h 00 HAE");
    expect(formatLocalDayIn("fr", AT, "America/Vancouver", NOW)).toBe("jeu. 12 mars");
    expect(formatLocalTimeIn("fr", AT, "America/St_Johns")).toBe("20 h 30 HAT");
  });

  it("name the year only when it is not this year in the zone", () => {
    const next = new Date("2027-01-04T15:00:00Z");
    expect(formatLocalDayIn("fr", next, "America/Toronto", NOW)).toBe("lun. 4 janv. 2027");
    expect(formatZonedIn("fr", next, "America/Toronto", NOW)).toMatch(/^lun\. 4 janv\. 2027.*10 h 00 HNE$/);
  });
});
