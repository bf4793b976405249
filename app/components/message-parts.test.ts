import { describe, expect, it } from "vitest";
import { splitMessage } from "./message-parts";

describe("splitMessage", () => {
  it("cuts a message at the placeholders it is given, in the message's order", () => {
    expect(splitMessage("I agree to the {terms} and {privacy}.", ["privacy", "terms"])).toEqual([
      { text: "I agree to the " },
      { part: "terms" },
      { text: " and " },
      { part: "privacy" },
      { text: "." },
    ]);
  });

  it("keeps other braces and a placeholder at either end", () => {
    expect(splitMessage("{email} ({other})", ["email"])).toEqual([{ part: "email" }, { text: " ({other})" }]);
    expect(splitMessage("Linked on {date}", ["date"])).toEqual([{ text: "Linked on " }, { part: "date" }]);
    expect(splitMessage("No placeholder", ["date"])).toEqual([{ text: "No placeholder" }]);
  });
});
