import { describe, expect, it } from "vitest";
import { bodyRuleFor, declaredBodyTooLarge, FORM_BODY } from "./request-limits";

describe("the body a path may send", () => {
  it("is the same for a page in either language and for its data", () => {
    const photo = bodyRuleFor("/dashboard/profile");
    expect(photo.maxBytes).toBeGreaterThan(FORM_BODY.maxBytes);
    expect(bodyRuleFor("/fr/dashboard/profile")).toBe(photo);
    expect(bodyRuleFor("/fr/dashboard/profile.data")).toBe(photo);
    expect(bodyRuleFor("/fr/courses")).toBe(FORM_BODY);
    // A French profile page's photo of 2 MB is read, as the English page's is; a form elsewhere is not.
    expect(declaredBodyTooLarge("/fr/dashboard/profile", String(2 * 1024 * 1024))).toBe(false);
    expect(declaredBodyTooLarge("/fr/support", String(2 * 1024 * 1024))).toBe(true);
    // A support message at its 5,000 characters, each written with 3 bytes and encoded: read, and answered by the form.
    expect(declaredBodyTooLarge("/fr/support", String(5000 * 9 + 1024))).toBe(false);
  });
});
