import { describe, expect, it } from "vitest";
import { isCrossSitePost } from "./app-handler";

const post = (headers: Record<string, string>) => new Request("https://moneywise.example/login", { method: "POST", headers });

describe("isCrossSitePost", () => {
  it("refuses POSTs another site made the browser send", () => {
    expect(isCrossSitePost(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isCrossSitePost(post({ "Sec-Fetch-Site": "same-site" }))).toBe(true);
    expect(isCrossSitePost(post({ Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSitePost(post({ Origin: "null" }))).toBe(true);
  });

  it("accepts same-origin POSTs and direct navigation", () => {
    expect(isCrossSitePost(post({ "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(isCrossSitePost(post({ "Sec-Fetch-Site": "none" }))).toBe(false);
    expect(isCrossSitePost(post({ Origin: "https://moneywise.example" }))).toBe(false);
    expect(isCrossSitePost(post({}))).toBe(false);
  });

  it("accepts another site's POST to the one-click unsubscribe addresses alone (RFC 8058: its token is its authority)", () => {
    const crossSite = (path: string) =>
      new Request(`https://moneywise.example${path}`, {
        method: "POST",
        headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://mail.example" },
      });
    expect(isCrossSitePost(crossSite("/community/unsubscribe?token=abc"))).toBe(false);
    expect(isCrossSitePost(crossSite("/community/unsubscribe.data?token=abc"))).toBe(true);
    expect(isCrossSitePost(crossSite("/community/unsubscribe/x"))).toBe(true);
    expect(isCrossSitePost(crossSite("/review-emails/unsubscribe?token=abc"))).toBe(false);
    expect(isCrossSitePost(crossSite("/review-emails/unsubscribe.data?token=abc"))).toBe(true);
    // The French edition's addresses of the same pages.
    expect(isCrossSitePost(crossSite("/fr/community/unsubscribe?token=abc"))).toBe(false);
    expect(isCrossSitePost(crossSite("/fr/review-emails/unsubscribe?token=abc"))).toBe(false);
    expect(isCrossSitePost(crossSite("/fr/community/t/abc/follow"))).toBe(true);
    expect(isCrossSitePost(crossSite("/community/t/abc/follow"))).toBe(true);
  });

  it("never blocks reads", () => {
    const get = new Request("https://moneywise.example/", { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(isCrossSitePost(get)).toBe(false);
  });
});
