import { describe, expect, it } from "vitest";
import { isActiveLink } from "./navigation";

describe("isActiveLink", () => {
  it("lights Home only on the home page without a section hash", () => {
    expect(isActiveLink("/", "/", "")).toBe(true);
    expect(isActiveLink("/", "/", "#pricing")).toBe(false);
    expect(isActiveLink("/", "/courses", "")).toBe(false);
  });

  it("lights Pricing by hash on the home page", () => {
    expect(isActiveLink("/#pricing", "/", "#pricing")).toBe(true);
    expect(isActiveLink("/#pricing", "/", "")).toBe(false);
    expect(isActiveLink("/#pricing", "/courses", "#pricing")).toBe(false);
  });

  it("lights section links by path prefix", () => {
    expect(isActiveLink("/courses", "/courses", "")).toBe(true);
    expect(isActiveLink("/courses", "/courses/budget-bootcamp/lesson/2", "")).toBe(true);
    expect(isActiveLink("/tools", "/tools/goal-tracker", "")).toBe(true);
    expect(isActiveLink("/courses", "/coursesx", "")).toBe(false);
    expect(isActiveLink("/tools", "/courses", "")).toBe(false);
  });
});
