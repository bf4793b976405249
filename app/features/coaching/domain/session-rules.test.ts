import { describe, expect, it } from "vitest";
import { memberMayChange, minuteOfTime, timeOfMinute, wallClockLabel } from "./session-rules";

describe("session rules", () => {
  it("lets a member change a session until exactly 24 hours before it", () => {
    const startsAt = new Date("2027-03-15T16:00:00Z");
    expect(memberMayChange(startsAt, new Date("2027-03-14T16:00:00Z"))).toBe(true);
    expect(memberMayChange(startsAt, new Date("2027-03-14T16:00:01Z"))).toBe(false);
  });

  it("reads and writes the console's times", () => {
    expect(minuteOfTime("09:30")).toBe(570);
    expect(minuteOfTime("24:00")).toBe(1440);
    expect(minuteOfTime("24:30")).toBeNull();
    expect(minuteOfTime("9:30")).toBeNull();
    expect(minuteOfTime("10:75")).toBeNull();
    expect(timeOfMinute(570)).toBe("09:30");
    expect(wallClockLabel(570)).toBe("9:30 AM");
    expect(wallClockLabel(0)).toBe("12:00 AM");
    expect(wallClockLabel(13 * 60)).toBe("1:00 PM");
  });
});
