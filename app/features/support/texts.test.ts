import { describe, expect, it } from "vitest";
import { SUPPORT_CATEGORIES, SUPPORT_STATUSES } from "../../../db/schema/support";
import { CATEGORY_LABELS, STATUS_LABELS } from "./texts";

describe("support texts", () => {
  it("label every category and status the schema knows, in its order", () => {
    expect(Object.keys(CATEGORY_LABELS)).toEqual([...SUPPORT_CATEGORIES]);
    expect(Object.keys(STATUS_LABELS)).toEqual([...SUPPORT_STATUSES]);
  });
});
