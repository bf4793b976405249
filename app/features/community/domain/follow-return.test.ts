import { describe, expect, it } from "vitest";
import { followReturnPath } from "./follow-return";

describe("where Follow/Unfollow leads back to", () => {
  it("is the page of the thread the button was on, with the home's anchor", () => {
    expect(followReturnPath("/community/t/abc?after=60", "/community/t/abc")).toBe("/community/t/abc?after=60");
    expect(followReturnPath("/courses/budget-bootcamp/lesson/2", "/courses/budget-bootcamp/lesson/2#discussion")).toBe(
      "/courses/budget-bootcamp/lesson/2#discussion",
    );
  });

  it.each([
    undefined,
    "",
    "https://evil.example/community/t/abc",
    "//evil.example/community/t/abc",
    "/\\evil.example",
    "/community/t/other",
    "/dashboard",
  ])("is the thread's home for %j", (returnTo) => {
    expect(followReturnPath(returnTo, "/community/t/abc")).toBe("/community/t/abc");
  });
});
