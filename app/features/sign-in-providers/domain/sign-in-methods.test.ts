import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/lib/http/form";
import { canUnlink, signInMethods, unlinkSchema, type LinkedIdentity } from "./sign-in-methods";

const google: LinkedIdentity = { provider: "google", email: "ana@gmail.com", linkedAt: new Date("2026-03-15T12:00:00Z") };
const facebook: LinkedIdentity = { provider: "facebook", email: null, linkedAt: new Date("2026-04-01T08:30:00Z") };

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("unlinking a provider", () => {
  it("is allowed while a password remains", () => {
    expect(canUnlink(true, ["google"], "google")).toBe(true);
  });

  it("is allowed while another provider remains", () => {
    expect(canUnlink(false, ["google", "facebook"], "google")).toBe(true);
  });

  it("is refused for the only way in", () => {
    expect(canUnlink(false, ["google"], "google")).toBe(false);
  });
});

describe("an account's sign-in methods", () => {
  it("lists linked providers in a fixed order with the date linked, and offers only configured providers not linked yet", () => {
    const methods = signInMethods({ passwordSet: true, identities: [facebook], configured: ["google", "facebook"] });
    expect(methods).toEqual({
      hasPassword: true,
      linked: [{ provider: "facebook", name: "Facebook", email: null, linkedAt: "2026-04-01T08:30:00.000Z", canUnlink: true }],
      linkable: [{ provider: "google", name: "Google" }],
    });
    expect(signInMethods({ passwordSet: true, identities: [facebook, google], configured: [] }).linked.map((m) => m.provider)).toEqual([
      "google",
      "facebook",
    ]);
  });

  it("offers no Link button for a provider without credentials, yet keeps one linked earlier listed and unlinkable", () => {
    const methods = signInMethods({ passwordSet: false, identities: [google, facebook], configured: [] });
    expect(methods.linkable).toEqual([]);
    expect(methods.linked.map((m) => [m.provider, m.canUnlink])).toEqual([
      ["google", true],
      ["facebook", true],
    ]);
  });

  it("marks the last way in of an account without a password as not unlinkable", () => {
    const methods = signInMethods({ passwordSet: false, identities: [google], configured: ["google", "facebook"] });
    expect(methods.hasPassword).toBe(false);
    expect(methods.linked[0]!.canUnlink).toBe(false);
    expect(methods.linkable).toEqual([{ provider: "facebook", name: "Facebook" }]);
  });
});

describe("the Unlink form", () => {
  it("takes a known provider", () => {
    const submission = parseSubmission(form({ provider: "google" }), unlinkSchema);
    expect(submission.success && submission.value).toEqual({ provider: "google" });
  });

  it.each([[{}], [{ provider: "" }], [{ provider: "github" }], [{ provider: "x".repeat(10_000) }]])(
    "refuses anything else with a sentence (%#)",
    (fields) => {
      const submission = parseSubmission(form(fields), unlinkSchema);
      expect(submission.success).toBe(false);
      expect(submission.reply().errors.provider).toBe("Choose a linked sign-in method to unlink.");
    },
  );
});
