import { describe, expect, it } from "vitest";
import { loginPath, redirectToOf, safeRedirectPath, signupPath } from "./redirect";

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

describe("loginPath and signupPath", () => {
  it("carry the path to come back to, encoded so its own query and hash stay whole", () => {
    expect(loginPath("/#pricing")).toBe("/login?redirectTo=%2F%23pricing");
    expect(signupPath("/courses?x=1&y=2")).toBe("/signup?redirectTo=%2Fcourses%3Fx%3D1%26y%3D2");
    expect(safeRedirectPath(new URL(loginPath("/courses/debt-challenge"), "http://x").searchParams.get("redirectTo"), "/")).toBe(
      "/courses/debt-challenge",
    );
  });
});

describe("redirectToOf", () => {
  it("reads a same-site redirectTo from an address", () => {
    expect(redirectToOf("https://moneywise.test/signup?redirectTo=%2Fcourses%2Fdebt-challenge")).toBe("/courses/debt-challenge");
    expect(redirectToOf("https://moneywise.test/verify-email?token=t&redirectTo=%2F%23pricing")).toBe("/#pricing");
  });

  it("has none when the address has none, or one that leaves the site", () => {
    expect(redirectToOf("https://moneywise.test/signup")).toBeNull();
    expect(redirectToOf("https://moneywise.test/signup?redirectTo=")).toBeNull();
    expect(redirectToOf("https://moneywise.test/signup?redirectTo=%2F%2Fevil.example")).toBeNull();
    expect(redirectToOf("https://moneywise.test/signup?redirectTo=https%3A%2F%2Fevil.example")).toBeNull();
  });
});
