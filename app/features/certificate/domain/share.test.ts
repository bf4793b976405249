import { describe, expect, it } from "vitest";
import { courseHours, formatHours, linkedInAddToProfileUrl } from "./share";

describe("linkedInAddToProfileUrl", () => {
  const certificate = {
    courseTitle: "Debt-Free in 90 Days Challenge",
    organization: "Moneywise",
    issuedAt: new Date("2026-03-31T23:30:00Z"),
    certificateUrl: "https://moneywise.example/certificates/abc_DEF-123",
    credentialId: "abc_DEF-123",
  };

  it("opens LinkedIn's certification form with the course, the issuer, the UTC issue month, and the credential", () => {
    const url = new URL(linkedInAddToProfileUrl(certificate));
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "Debt-Free in 90 Days Challenge",
      organizationName: "Moneywise",
      issueYear: "2026",
      // March in UTC, whatever the viewer's zone: the month the certificate prints.
      issueMonth: "3",
      certUrl: "https://moneywise.example/certificates/abc_DEF-123",
      certId: "abc_DEF-123",
    });
  });

  it("encodes what would break the query: spaces, ampersands, the certificate's own query", () => {
    const href = linkedInAddToProfileUrl({ ...certificate, courseTitle: "Save & Invest", certificateUrl: "https://x.example/c?a=1&b=2" });
    expect(href).toContain("name=Save+%26+Invest");
    expect(href).toContain("certUrl=https%3A%2F%2Fx.example%2Fc%3Fa%3D1%26b%3D2");
    expect(new URL(href).searchParams.get("certUrl")).toBe("https://x.example/c?a=1&b=2");
  });
});

describe("formatHours", () => {
  it("writes minutes as hours to a tenth, singular for one", () => {
    expect(formatHours(390)).toBe("6.5 hours");
    expect(formatHours(60)).toBe("1 hour");
    expect(formatHours(95)).toBe("1.6 hours");
    expect(formatHours(120)).toBe("2 hours");
    expect(formatHours(20)).toBe("0.3 hours");
  });
});

describe("courseHours", () => {
  it("is the number formatHours writes, for a page that words it in its own language", () => {
    expect([390, 60, 95, 120, 20].map(courseHours)).toEqual([6.5, 1, 1.6, 2, 0.3]);
  });
});
