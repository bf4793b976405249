import { describe, expect, it } from "vitest";
import { applySecurityHeaders, contentSecurityPolicy, createNonce, renewNonce } from "./security-headers";
import { STRIPE_HOSTED_ORIGINS } from "./stripe-provider";

describe("security headers", () => {
  it("allows scripts only from this origin and with this request's nonce", () => {
    const csp = contentSecurityPolicy("abc123");
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("loads pictures from this site only, so no other host learns who reads a page (issue 36 item 7)", () => {
    expect(contentSecurityPolicy("n")).toContain("img-src 'self';");
  });

  it("frames only the lesson videos' privacy-respecting players", () => {
    expect(contentSecurityPolicy("n")).toContain("frame-src https://www.youtube-nocookie.com https://player.vimeo.com;");
  });

  it("plays lesson video files and captions from this site, and the configured media host only", () => {
    expect(contentSecurityPolicy("n")).toContain("media-src 'self';");
    expect(contentSecurityPolicy("n", { mediaOrigins: ["https://media.example.com"] })).toContain("media-src 'self' https://media.example.com;");
  });

  it("lets forms lead only to this site, and to Stripe's hosted pages only when asked (Stripe takes payments)", () => {
    expect(contentSecurityPolicy("n")).toContain("form-action 'self';");
    // Without JavaScript, /checkout's and /billing's 303 to Stripe is a form navigation the browser checks against form-action.
    expect(contentSecurityPolicy("n", { formActionOrigins: STRIPE_HOSTED_ORIGINS })).toContain(
      "form-action 'self' https://checkout.stripe.com https://billing.stripe.com;",
    );
  });

  it("gives a stored policy a new nonce and keeps the rest of it", () => {
    const stored = new Headers({ "Content-Security-Policy": contentSecurityPolicy("old", { formActionOrigins: STRIPE_HOSTED_ORIGINS }) });
    renewNonce(stored, "new");
    expect(stored.get("Content-Security-Policy")).toBe(contentSecurityPolicy("new", { formActionOrigins: STRIPE_HOSTED_ORIGINS }));
  });

  it("puts the CSP on HTML and the rest on every response", () => {
    const html = new Headers({ "Content-Type": "text/html; charset=utf-8" });
    applySecurityHeaders(html, "n");
    expect(html.get("Content-Security-Policy")).toContain("'nonce-n'");
    expect(html.get("Strict-Transport-Security")).toMatch(/max-age=\d{8}/);
    expect(html.get("X-Content-Type-Options")).toBe("nosniff");
    expect(html.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");

    const json = new Headers({ "Content-Type": "application/json" });
    applySecurityHeaders(json, "n");
    expect(json.get("Content-Security-Policy")).toBeNull();
    expect(json.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("makes a fresh, unguessable nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
