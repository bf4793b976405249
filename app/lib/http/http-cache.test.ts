import { describe, expect, it } from "vitest";
import { cacheHeadersFor, PRIVATE_CACHE, PUBLIC_PAGE_CACHE, publicPageHeaders, rootHeaders } from "./http-cache";

const none = new Headers();
const call = (fn: typeof publicPageHeaders, parts: { parentHeaders?: Headers; loaderHeaders?: Headers }) =>
  new Headers(
    fn({
      parentHeaders: parts.parentHeaders ?? none,
      loaderHeaders: parts.loaderHeaders ?? none,
      actionHeaders: none,
      errorHeaders: undefined,
    }),
  );

describe("cacheHeadersFor", () => {
  it("marks responses to requests with cookies private", () => {
    expect(cacheHeadersFor(new Request("http://x/", { headers: { Cookie: "currency=x" } })).get("Cache-Control")).toBe(PRIVATE_CACHE);
    expect(cacheHeadersFor(new Request("http://x/")).has("Cache-Control")).toBe(false);
  });
});

describe("publicPageHeaders", () => {
  it("lets shared caches keep a page nobody personalised, varying on cookie, country and the language asked for", () => {
    const headers = call(publicPageHeaders, {});
    expect(headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE);
    expect(headers.get("Cache-Control")).toMatch(/s-maxage=\d+/);
    expect(headers.get("Vary")).toBe("Cookie, CF-IPCountry, Accept-Language");
  });

  it("stays private when the root or the page's own loader said so", () => {
    const privateHeaders = new Headers({ "Cache-Control": PRIVATE_CACHE });
    for (const parts of [{ parentHeaders: privateHeaders }, { loaderHeaders: privateHeaders }]) {
      const headers = call(publicPageHeaders, parts);
      expect(headers.get("Cache-Control")).toBe(PRIVATE_CACHE);
      expect(headers.has("Vary")).toBe(false);
    }
  });

  it("stays private when a cookie is being set (a toast being cleared, for example)", () => {
    const headers = call(publicPageHeaders, { parentHeaders: new Headers({ "Set-Cookie": "toast=; Max-Age=0" }) });
    expect(headers.get("Cache-Control")).toBe(PRIVATE_CACHE);
  });
});

describe("rootHeaders", () => {
  it("passes the root loader's private verdict on, and adds nothing otherwise", () => {
    expect(call(rootHeaders, { loaderHeaders: new Headers({ "Cache-Control": PRIVATE_CACHE }) }).get("Cache-Control")).toBe(PRIVATE_CACHE);
    expect(call(rootHeaders, {}).has("Cache-Control")).toBe(false);
  });
});
