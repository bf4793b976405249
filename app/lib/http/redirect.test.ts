import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect";

describe("safeRedirectPath", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirectPath("/dashboard", "/")).toBe("/dashboard");
    expect(safeRedirectPath("/#pricing", "/")).toBe("/#pricing");
    expect(safeRedirectPath("/courses?preview=true", "/")).toBe("/courses?preview=true");
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "/\tevil",
    "javascript:alert(1)",
    "dashboard",
    "",
    "/" + "a".repeat(3000),
  ])("refuses %s", (value) => {
    expect(safeRedirectPath(value, "/fallback")).toBe("/fallback");
  });

  it("refuses non-strings", () => {
    expect(safeRedirectPath(null, "/")).toBe("/");
    expect(safeRedirectPath(undefined, "/x")).toBe("/x");
  });
});
