import { describe, expect, it } from "vitest";
import { edgeCacheKey, isStorable, withEdgeCache } from "./edge-cache";
import { contentSecurityPolicy } from "./security-headers";
import { STRIPE_HOSTED_ORIGINS } from "./stripe-provider";

const get = (headers: Record<string, string> = {}, url = "https://moneywise.example/courses?x=1") => new Request(url, { headers });

describe("edge cache key", () => {
  it("names the version and the currency the visitor's country implies, keeping the query", () => {
    expect(edgeCacheKey(get({ "CF-IPCountry": "CA" }), "v1")?.url).toBe("https://moneywise.example/courses?x=1&__edge=v1-CAD-en-fetch");
    expect(edgeCacheKey(get({ "CF-IPCountry": "FR" }), "v1")?.url).toBe("https://moneywise.example/courses?x=1&__edge=v1-USD-en-fetch");
    expect(edgeCacheKey(get({ "CF-IPCountry": "US" }), "v1")?.url).toBe(edgeCacheKey(get(), "v1")?.url);
    expect(edgeCacheKey(get(), "v2")?.url).not.toBe(edgeCacheKey(get(), "v1")?.url);
  });

  it("names the site language the browser asks for first: an English address sends French readers on", () => {
    const frenchReader = get({ "CF-IPCountry": "CA", "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.8" });
    expect(edgeCacheKey(frenchReader, "v1")?.url).toBe("https://moneywise.example/courses?x=1&__edge=v1-CAD-fr-fetch");
    // Languages the site does not have, and English, share the English key.
    expect(edgeCacheKey(get({ "Accept-Language": "de-DE,en;q=0.5" }), "v1")?.url).toBe(edgeCacheKey(get(), "v1")?.url);
    expect(edgeCacheKey(get({ "Accept-Language": "es" }), "v1")?.url).toBe(edgeCacheKey(get(), "v1")?.url);
  });

  it("keeps a page load apart from any other fetch: only a page load is sent on to the reader's language", () => {
    // curl or a bot asking for French gets the English page (it is not redirected); a French reader's
    // page load must never be answered with it from the cache.
    const fetched = get({ "Accept-Language": "fr-CA", Accept: "*/*" });
    const pageLoad = get({ "Accept-Language": "fr-CA", Accept: "text/html", "Sec-Fetch-Dest": "document" });
    expect(edgeCacheKey(fetched, "v1")?.url).toMatch(/-fr-fetch$/);
    expect(edgeCacheKey(pageLoad, "v1")?.url).toMatch(/-fr-page$/);
  });

  it("refuses requests that carry cookies or credentials, and anything but GET", () => {
    expect(edgeCacheKey(get({ Cookie: "currency=CAD" }), "v1")).toBeNull();
    expect(edgeCacheKey(get({ Authorization: "Bearer x" }), "v1")).toBeNull();
    expect(edgeCacheKey(new Request("https://moneywise.example/", { method: "POST" }), "v1")).toBeNull();
    expect(edgeCacheKey(new Request("https://moneywise.example/", { method: "HEAD" }), "v1")).toBeNull();
  });
});

describe("what the edge cache stores", () => {
  const response = (status: number, headers: Record<string, string>) => new Response("page", { status, headers });
  it("keeps public pages meant for shared caches", () => {
    expect(isStorable(response(200, { "Cache-Control": "public, max-age=0, s-maxage=300" }))).toBe(true);
  });
  it("never keeps private pages, pages that set a cookie, or errors", () => {
    expect(isStorable(response(200, { "Cache-Control": "private, no-store" }))).toBe(false);
    expect(isStorable(response(200, {}))).toBe(false);
    expect(isStorable(response(200, { "Cache-Control": "public, s-maxage=300", "Set-Cookie": "toast=; Max-Age=0" }))).toBe(false);
    expect(isStorable(response(404, { "Cache-Control": "public, s-maxage=300" }))).toBe(false);
  });
});

describe("a page served from the edge cache", () => {
  it("keeps the policy it was rendered with (Stripe's form targets when Stripe takes payments), with a nonce of its own", async () => {
    const stored = new Response("page", {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": contentSecurityPolicy("stored", { formActionOrigins: STRIPE_HOSTED_ORIGINS }),
      },
    });
    const hit = await withEdgeCache(get(), () => Promise.reject(new Error("a hit never renders")), {
      cache: { match: async () => stored } as unknown as Cache,
      version: "v1",
      waitUntil: () => {},
      rewriteNonces: (response) => response,
    });
    const policy = hit.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain("form-action 'self' https://checkout.stripe.com https://billing.stripe.com;");
    expect(policy).not.toContain("'nonce-stored'");
    expect(policy.replace(/'nonce-[^']+'/, "'nonce-stored'")).toBe(stored.headers.get("Content-Security-Policy"));
  });
});
