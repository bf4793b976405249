import { describe, expect, it } from "vitest";
import { COMMUNITY_CATEGORIES } from "../../../../db/schema/community";
import { CATEGORIES, findCategory } from "./categories";

describe("community categories", () => {
  it("are the schema's allowed values, in the same order", () => {
    expect(CATEGORIES.map((category) => category.slug)).toEqual([...COMMUNITY_CATEGORIES]);
  });

  it("are found by slug, and an unknown slug finds none", () => {
    expect(findCategory("saving-investing")?.name).toBe("Saving & investing");
    expect(findCategory("stocks")).toBeUndefined();
    expect(findCategory(undefined)).toBeUndefined();
  });
});
