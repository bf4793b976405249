import { describe, expect, it } from "vitest";
import { formatLocalTime, localParts } from "~/features/time-zones/domain/zoned-time";
import { isOpenSlot, openSlots, type BookedTime, type CoachHours } from "./slots";

const MONDAY = 1;
const phoenixCoach: CoachHours = {
  coachId: "coach-phx",
  timeZone: "America/Phoenix",
  weekly: [{ weekday: MONDAY, startMinute: 9 * 60, endMinute: 12 * 60 }],
  exceptions: [],
};

const times = (slots: { startsAt: Date }[], zone: string) => slots.map((slot) => formatLocalTime(slot.startsAt, zone));

describe("open coaching slots", () => {
  it("keeps a Phoenix coach's 9:00 at 9:00 MST and moves it an hour for a St. John's member across the March 2027 change", () => {
    // Wednesday March 10, 2027: the next Mondays are March 15 (after St. John's springs forward on the 14th) and March 8 is past.
    const days = openSlots({ coaches: [phoenixCoach], booked: [], memberZone: "America/St_Johns", now: new Date("2027-03-02T12:00:00Z") });
    const march8 = days.find((day) => day.date === "2027-03-08")!;
    const march15 = days.find((day) => day.date === "2027-03-15")!;
    expect(times(march8.slots, "America/Phoenix")).toEqual(["9:00 AM MST", "10:00 AM MST", "11:00 AM MST"]);
    expect(times(march15.slots, "America/Phoenix")).toEqual(["9:00 AM MST", "10:00 AM MST", "11:00 AM MST"]);
    expect(times(march8.slots, "America/St_Johns")).toEqual(["12:30 PM NST", "1:30 PM NST", "2:30 PM NST"]);
    expect(times(march15.slots, "America/St_Johns")).toEqual(["1:30 PM NDT", "2:30 PM NDT", "3:30 PM NDT"]);
  });

  it("keeps a Toronto coach's weekly 9:00 on the wall clock, so the instant moves by an hour at the change", () => {
    const toronto: CoachHours = { ...phoenixCoach, coachId: "coach-tor", timeZone: "America/Toronto" };
    const days = openSlots({ coaches: [toronto], booked: [], memberZone: "America/Toronto", now: new Date("2027-03-02T12:00:00Z") });
    const first = (date: string) => days.find((day) => day.date === date)!.slots[0]!.startsAt.toISOString();
    expect(first("2027-03-08")).toBe("2027-03-08T14:00:00.000Z");
    expect(first("2027-03-15")).toBe("2027-03-15T13:00:00.000Z");
  });

  it("offers slots from 24 hours ahead to 60 days ahead only", () => {
    // Monday March 8, 2027, 16:30 UTC (9:30 in Phoenix): today's slots are inside the 24 hours.
    const now = new Date("2027-03-08T16:30:00Z");
    const days = openSlots({ coaches: [phoenixCoach], booked: [], memberZone: "America/Phoenix", now });
    const all = days.flatMap((day) => day.slots);
    expect(days[0]!.date).toBe("2027-03-15");
    expect(all.every((slot) => slot.startsAt.getTime() >= now.getTime() + 24 * 3_600_000)).toBe(true);
    expect(all.every((slot) => slot.startsAt.getTime() < now.getTime() + 60 * 86_400_000)).toBe(true);
    // Mondays from March 15 to May 3 (the 60th day, May 7, is a Friday): 8 Mondays of 3 slots.
    expect(all).toHaveLength(8 * 3);
    // On the day 24 hours ahead, only the times from then on.
    const tight = openSlots({ coaches: [phoenixCoach], booked: [], memberZone: "America/Phoenix", now: new Date("2027-03-07T17:30:00Z") });
    expect(times(tight[0]!.slots, "America/Phoenix")).toEqual(["11:00 AM MST"]);
  });

  it("offers only starts before the member's coaching ends, when it ends", () => {
    const now = new Date("2027-03-02T12:00:00Z");
    // Coaching ends at 10:00 MST on Monday March 15: its 9:00 is offered, its 10:00 is not.
    const until = new Date("2027-03-15T17:00:00Z");
    const all = openSlots({ coaches: [phoenixCoach], booked: [], memberZone: "America/Phoenix", now, until }).flatMap((day) => day.slots);
    expect(all.at(-1)!.startsAt.toISOString()).toBe("2027-03-15T16:00:00.000Z");
    expect(all.every((slot) => slot.startsAt < until)).toBe(true);
    const unbounded = openSlots({ coaches: [phoenixCoach], booked: [], memberZone: "America/Phoenix", now, until: null });
    expect(unbounded.at(-1)!.date > "2027-04-20").toBe(true);
  });

  it("keeps 15 free minutes around a booked session, even one on another grid", () => {
    const now = new Date("2027-03-02T12:00:00Z");
    // 10:30 to 11:15 MST on March 8: the 10:00 slot ends at 10:45 (overlap) and 11:00 starts inside it; 9:00 ends 9:45, 45 minutes clear.
    const booked: BookedTime[] = [
      { coachId: "coach-phx", startsAt: new Date("2027-03-08T17:30:00Z"), endsAt: new Date("2027-03-08T18:15:00Z") },
    ];
    const days = openSlots({ coaches: [phoenixCoach], booked, memberZone: "America/Phoenix", now });
    expect(times(days.find((day) => day.date === "2027-03-08")!.slots, "America/Phoenix")).toEqual(["9:00 AM MST"]);
    // Back to back on the grid: a booked 10:00 leaves 9:00 and 11:00 open (15 minutes either side).
    const onGrid: BookedTime[] = [
      { coachId: "coach-phx", startsAt: new Date("2027-03-08T17:00:00Z"), endsAt: new Date("2027-03-08T17:45:00Z") },
    ];
    const gridDays = openSlots({ coaches: [phoenixCoach], booked: onGrid, memberZone: "America/Phoenix", now });
    expect(times(gridDays.find((day) => day.date === "2027-03-08")!.slots, "America/Phoenix")).toEqual(["9:00 AM MST", "11:00 AM MST"]);
    // Another coach's session takes nothing from this one.
    const other = openSlots({
      coaches: [phoenixCoach],
      booked: [{ ...onGrid[0]!, coachId: "someone-else" }],
      memberZone: "America/Phoenix",
      now,
    });
    expect(other.find((day) => day.date === "2027-03-08")!.slots).toHaveLength(3);
  });

  it("takes a day off away and adds extra hours on a date", () => {
    const coach: CoachHours = {
      ...phoenixCoach,
      exceptions: [
        { date: "2027-03-08", kind: "off", startMinute: null, endMinute: null },
        { date: "2027-03-10", kind: "extra", startMinute: 14 * 60, endMinute: 16 * 60 },
      ],
    };
    const days = openSlots({ coaches: [coach], booked: [], memberZone: "America/Phoenix", now: new Date("2027-03-02T12:00:00Z") });
    expect(days.find((day) => day.date === "2027-03-08")).toBeUndefined();
    expect(times(days.find((day) => day.date === "2027-03-10")!.slots, "America/Phoenix")).toEqual(["2:00 PM MST", "3:00 PM MST"]);
  });

  it("keeps a day off for hours still kept in the zone a coach moved from", () => {
    // Weekly Monday hours written in Phoenix; the coach now lives in Vancouver and takes Monday March 8 off there.
    const inVancouver: CoachHours = {
      coachId: phoenixCoach.coachId,
      timeZone: "America/Vancouver",
      weekly: [],
      exceptions: [{ date: "2027-03-08", kind: "off", startMinute: null, endMinute: null }],
    };
    const days = openSlots({
      coaches: [phoenixCoach, inVancouver],
      booked: [],
      memberZone: "America/Phoenix",
      now: new Date("2027-03-02T12:00:00Z"),
    });
    expect(days.find((day) => day.date === "2027-03-08")).toBeUndefined();
    expect(times(days.find((day) => day.date === "2027-03-15")!.slots, "America/Phoenix")).toEqual([
      "9:00 AM MST",
      "10:00 AM MST",
      "11:00 AM MST",
    ]);
    // Another coach's day off takes nothing away.
    const someoneElse = { ...inVancouver, coachId: "coach-van" };
    const kept = openSlots({
      coaches: [phoenixCoach, someoneElse],
      booked: [],
      memberZone: "America/Phoenix",
      now: new Date("2027-03-02T12:00:00Z"),
    });
    expect(kept.find((day) => day.date === "2027-03-08")!.slots).toHaveLength(3);
  });

  it("counts real minutes through the spring gap: 2:00 to 4:00 on the change day is one hour, one slot", () => {
    const toronto: CoachHours = {
      coachId: "coach-tor",
      timeZone: "America/Toronto",
      weekly: [],
      exceptions: [{ date: "2027-03-14", kind: "extra", startMinute: 2 * 60, endMinute: 4 * 60 }],
    };
    const days = openSlots({ coaches: [toronto], booked: [], memberZone: "America/Toronto", now: new Date("2027-03-02T12:00:00Z") });
    expect(days.flatMap((day) => times(day.slots, "America/Toronto"))).toEqual(["3:00 AM EDT"]);
  });

  it("puts a slot on the member's own date: a Vancouver coach's 10 PM is the next morning in St. John's", () => {
    const vancouver: CoachHours = {
      coachId: "coach-van",
      timeZone: "America/Vancouver",
      weekly: [{ weekday: 2, startMinute: 22 * 60, endMinute: 23 * 60 }],
      exceptions: [],
    };
    const days = openSlots({ coaches: [vancouver], booked: [], memberZone: "America/St_Johns", now: new Date("2027-06-01T12:00:00Z") });
    const slot = days[0]!.slots[0]!;
    expect(localParts(slot.startsAt, "America/Vancouver")).toMatchObject({ weekday: 2, minuteOfDay: 22 * 60 });
    expect(days[0]!.date).toBe(localParts(slot.startsAt, "America/St_Johns").date);
    expect(localParts(slot.startsAt, "America/St_Johns").weekday).toBe(3);
    expect(formatLocalTime(slot.startsAt, "America/St_Johns")).toBe("2:30 AM NDT");
  });

  it("lists two coaches' slots together by time, and knows an open slot from one that is not", () => {
    const toronto: CoachHours = { ...phoenixCoach, coachId: "coach-tor", timeZone: "America/Toronto" };
    const days = openSlots({
      coaches: [phoenixCoach, toronto],
      booked: [],
      memberZone: "America/Toronto",
      now: new Date("2027-03-02T12:00:00Z"),
    });
    const day = days.find((entry) => entry.date === "2027-03-08")!;
    // Toronto's 9, 10 and 11 EST are 14, 15 and 16 UTC; Phoenix's are 16, 17 and 18 UTC (one time, then by coach).
    expect(day.slots.map((slot) => slot.coachId)).toEqual(["coach-tor", "coach-tor", "coach-phx", "coach-tor", "coach-phx", "coach-phx"]);
    expect(isOpenSlot(days, "coach-phx", new Date("2027-03-08T16:00:00Z"))).toBe(true);
    expect(isOpenSlot(days, "coach-phx", new Date("2027-03-08T16:30:00Z"))).toBe(false);
    expect(isOpenSlot(days, "coach-tor", new Date("2027-03-08T16:00:00Z"))).toBe(true);
  });
});
