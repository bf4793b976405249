import { describe, expect, it } from "vitest";
import { CALIFORNIA, ONTARIO } from "./fixtures";
import { formValuesOf, intakeFromForm } from "./intake";
import { INTAKE_MESSAGES, parseIntakeForm, storedIntake } from "~/features/personal-plan/intake-schemas";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe("the intake form", () => {
  it.each([
    ["Ontario", ONTARIO],
    ["California", CALIFORNIA],
  ])("round-trips the %s answers through the form's values", (_, intake) => {
    const submission = parseIntakeForm(form(formValuesOf(intake)));
    expect(submission.success).toBe(true);
    if (submission.success) expect(intakeFromForm(submission.value)).toEqual(intake);
  });

  it("reads amounts with commas and a dollar sign, and a blank amount as 0", () => {
    const submission = parseIntakeForm(form({ ...formValuesOf(ONTARIO), monthlyIncome: "$5,200.50", "spend.other": "" }));
    expect(submission.success && intakeFromForm(submission.value)).toMatchObject({ monthlyIncome: 5200.5, spending: { other: 0 } });
  });

  it("refuses bad answers with one message per field and keeps what was typed", () => {
    const typed = {
      ...formValuesOf(ONTARIO),
      location: "CA-XX",
      age: "twelve",
      "spend.food": "lots",
      "debt.3.balance": "500",
      "match.upTo": "140",
    };
    delete (typed as Record<string, string>).crossBorder;
    const reply = parseIntakeForm(form(typed)).reply();
    expect(reply.errors).toMatchObject({
      location: INTAKE_MESSAGES.location,
      age: INTAKE_MESSAGES.age,
      "spend.food": INTAKE_MESSAGES.amount,
      "debt.3.name": INTAKE_MESSAGES.debtName,
      "match.upTo": INTAKE_MESSAGES.percent,
      crossBorder: INTAKE_MESSAGES.crossBorder,
    });
    expect(reply.values).toMatchObject({ age: "twelve", "spend.food": "lots", "debt.3.balance": "500" });
  });
});

describe("a stored intake", () => {
  it("reads back what was saved", () => {
    expect(storedIntake(JSON.parse(JSON.stringify(ONTARIO)))).toEqual(ONTARIO);
  });

  it.each([
    ["not an object", "hello"],
    ["a missing field", { ...ONTARIO, age: undefined }],
    ["an unknown province", { ...ONTARIO, region: "ZZ" }],
  ])("is treated as no intake when %s", (_, json) => {
    expect(storedIntake(json)).toBeNull();
  });
});
