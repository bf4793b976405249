import { describe, expect, it } from "vitest";
import { SAVED_PLAN_TOOLS as SCHEMA_TOOLS } from "../../../../db/schema/saved-plans";
import { saveNewSchema } from "~/features/saved-plans/forms";
import { allowanceText, NAME_TEXTS } from "~/features/saved-plans/texts";
import { planSchemasIn } from "~/features/saved-plans/words.server";
import { translate } from "~/lib/i18n/catalogues.server";
import type { MessageKey, MessageValues } from "~/lib/i18n/messages";
import { parseSubmission } from "~/lib/http/form";
import { planQuery } from "./plan-query";
import { isFull, isPlanId, MAX_QUERY_LENGTH, onLastSlot, openPlanPath, SAVED_PLAN_TOOLS } from "./plans";

const english = (key: MessageKey, values?: MessageValues) => translate("en", key, values);
const french = (key: MessageKey, values?: MessageValues) => translate("fr", key, values);

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("saved plans' tools", () => {
  it("are the schema's tools", () => {
    expect(SAVED_PLAN_TOOLS).toEqual(SCHEMA_TOOLS);
  });
});

describe("planQuery", () => {
  it("keeps the tool's own keys in the page's order, repeated rows included, and drops every marker", () => {
    expect(planQuery("debt", "saved=1&strategy=avalanche&name=A&balance=1&plan=x&name=B&balance=2&currency=CAD&addRow=1")).toBe(
      "strategy=avalanche&name=A&balance=1&name=B&balance=2",
    );
    expect(planQuery("budget", "method=envelope&income.salary=4000&assets.cash=9")).toBe("method=envelope&income.salary=4000");
    expect(planQuery("net-worth", "tab=tracking&assets.cash=9&previousNetWorth=-5&period=yearly&name=x")).toBe(
      "tab=tracking&assets.cash=9&previousNetWorth=-5&period=yearly",
    );
    // A goal is given its id as it is saved (its name, unless another goal holds that id).
    expect(planQuery("goals", "name=Trip&targetDate=2027-01-01&strategy=snowball")).toBe("name=Trip&targetDate=2027-01-01&goalId=Trip");
  });

  it("gives saved goals stable ids: kept when they have one, else their name, made unique", () => {
    expect(planQuery("goals", "name=House&goalId=Car&name=Car&goalId=&name=Car&goalId=&name=&goalId=")).toBe(
      "name=House&name=Car&name=Car&name=&goalId=Car&goalId=Car+%282%29&goalId=Car+%283%29&goalId=",
    );
  });

  it("refuses a state longer than the bound, and an empty page is an empty plan", () => {
    expect(planQuery("debt", `name=${"a".repeat(MAX_QUERY_LENGTH - 5)}`)).toHaveLength(MAX_QUERY_LENGTH);
    expect(planQuery("debt", `name=${"a".repeat(MAX_QUERY_LENGTH - 4)}`)).toBeNull();
    expect(planQuery("debt", "")).toBe("");
  });
});

describe("opening a plan", () => {
  it("is the tool's address with the state and the plan's marker", () => {
    expect(openPlanPath("debt", "name=Car&balance=1", "0b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3")).toBe(
      "/tools/debt-payoff-planner?name=Car&balance=1&plan=0b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3",
    );
    expect(openPlanPath("budget", "", "0b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3")).toBe(
      "/tools/budget-calculator?plan=0b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3",
    );
  });

  it("takes only a UUID as a plan id", () => {
    expect(isPlanId(crypto.randomUUID())).toBe(true);
    for (const bad of [null, "", "1", "../x", "0B0C1D2E-3F40-4A5B-8C6D-7E8F90A1B2C3 "]) expect(isPlanId(bad)).toBe(false);
  });
});

describe("plan names", () => {
  it("are required, trimmed and at most 80 characters", () => {
    const ok = parseSubmission(form({ name: "  Car loan  ", query: "" }), saveNewSchema);
    expect(ok.success && ok.value.name).toBe("Car loan");
    const blank = parseSubmission(form({ name: "   " }), saveNewSchema);
    expect(blank.success).toBe(false);
    expect(blank.reply().errors.name).toBe("Give the plan a name.");
    expect(parseSubmission(form({}), saveNewSchema).reply().errors.name).toBe("Give the plan a name.");
    expect(parseSubmission(form({ name: "x".repeat(80) }), saveNewSchema).success).toBe(true);
    expect(parseSubmission(form({ name: "x".repeat(81) }), saveNewSchema).reply().errors.name).toBe("Keep the name to 80 characters or fewer.");
  });

  it("are asked for in the page's language, English as the schemas give it", () => {
    expect(translate("en", "plans.reply.nameRequired")).toBe(NAME_TEXTS.required);
    expect(translate("en", "plans.reply.nameTooLong", { max: "80" })).toBe(NAME_TEXTS.tooLong);
    expect(planSchemasIn("en").saveNewSchema).toBe(saveNewSchema);
    const { saveNewSchema: frenchSchema, renameSchema } = planSchemasIn("fr");
    expect(parseSubmission(form({ name: " " }), frenchSchema).reply().errors.name).toBe("Donnez un nom au plan.");
    expect(parseSubmission(form({ planId: "x", name: "x".repeat(81) }), renameSchema).reply().errors.name).toBe(
      "Le nom doit compter au plus 80 caractères.",
    );
  });
});

describe("the limit, said before it bites", () => {
  it("counts, warns at the last slot and says when full", () => {
    expect(allowanceText({ count: 0, limit: 5 }, english)).toBe("0 of 5 saved plans.");
    expect(allowanceText({ count: 4, limit: 5 }, english)).toBe("4 of 5 saved plans. You have room for one more.");
    expect(allowanceText({ count: 5, limit: 5 }, english)).toBe(
      "5 of 5 saved plans. You have reached your limit: delete a plan to save a new one.",
    );
    expect(allowanceText({ count: 12, limit: 100 }, english)).toBe("12 of 100 saved plans.");
    expect([onLastSlot({ count: 4, limit: 5 }), isFull({ count: 4, limit: 5 }), isFull({ count: 5, limit: 5 })]).toEqual([true, false, true]);
  });
});

describe("the limit in French", () => {
  it("counts in the singular up to one, and warns the same way", () => {
    expect(allowanceText({ count: 1, limit: 5 }, french)).toBe("1 plan enregistré sur 5.");
    expect(allowanceText({ count: 4, limit: 5 }, french)).toBe("4 plans enregistrés sur 5. Il vous reste de la place pour un autre.");
    expect(allowanceText({ count: 5, limit: 5 }, french)).toBe(
      "5 plans enregistrés sur 5. Vous avez atteint votre limite\u00a0: supprimez un plan pour en enregistrer un nouveau.",
    );
  });
});
