import { describe, expect, it } from "vitest";
import { CALIFORNIA, ONTARIO } from "./fixtures";
import { formValuesIn, formValuesOf, intakeFromForm } from "./intake";
import { INTAKE_MESSAGES, parseIntakeForm, readIntakeAmount, storedIntake } from "~/features/personal-plan/intake-schemas";
import { intakeMessagesIn } from "~/features/personal-plan/words.server";
import { translate } from "~/lib/i18n/catalogues.server";

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

describe("the intake form on a French page", () => {
  const french = (values: Record<string, string>) => parseIntakeForm(form(values), "fr", intakeMessagesIn("fr"));

  it.each([
    ["Ontario", ONTARIO],
    ["California", CALIFORNIA],
  ])("round-trips the %s answers through the form's French values", (_, intake) => {
    const values = formValuesIn(intake, "fr");
    expect(values["debt.1.rate"]).toBe(String(intake.debts[0]!.rate).replace(".", ","));
    const submission = french(values);
    expect(submission.success).toBe(true);
    if (submission.success) expect(intakeFromForm(submission.value)).toEqual(intake);
  });

  it("reads amounts written the French way, and refuses the others in French", () => {
    const submission = french({ ...formValuesIn(ONTARIO, "fr"), monthlyIncome: "5\u00a0200,50 $", "spend.food": "612.25" });
    expect(submission.success && intakeFromForm(submission.value)).toMatchObject({ monthlyIncome: 5200.5, spending: { food: 612.25 } });
    const reply = french({ ...formValuesIn(ONTARIO, "fr"), "spend.food": "1,200.50", age: "douze", "debt.3.balance": "500,5" }).reply();
    expect(reply.errors).toMatchObject({
      "spend.food": "Entrez un montant de 0 ou plus, comme 1200 ou 1 200,50.",
      age: "Entrez votre âge en années complètes, de 18 à 110.",
      "debt.3.name": "Nommez cette dette, ou videz sa ligne.",
    });
  });

  it("reads an amount as each language writes it", () => {
    expect([readIntakeAmount("$1,200.50"), readIntakeAmount(""), readIntakeAmount("1.234"), readIntakeAmount("lots")]).toEqual([
      1200.5,
      0,
      null,
      null,
    ]);
    expect([
      readIntakeAmount("1 200,50 $", "fr"),
      readIntakeAmount("1200.5", "fr"),
      readIntakeAmount(" ", "fr"),
      readIntakeAmount("1,2,3", "fr"),
    ]).toEqual([1200.5, 1200.5, 0, null]);
  });

  it("has its English messages in the catalogue, word for word", () => {
    expect(intakeMessagesIn("en")).toEqual(INTAKE_MESSAGES);
    for (const [name, message] of Object.entries(INTAKE_MESSAGES)) {
      expect(translate("en", `plans.intakeError.${name as keyof typeof INTAKE_MESSAGES}`)).toBe(message);
    }
  });
});
