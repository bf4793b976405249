import { describe, expect, it } from "vitest";
import { clientAddress, requestUrl } from "./node";

const request = (forwardedFor?: string) =>
  ({
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
    socket: { remoteAddress: "10.0.0.2" },
  }) as Parameters<typeof clientAddress>[0];

describe("clientAddress", () => {
  it("uses the socket's address unless told to trust a proxy, so clients cannot pick their own address", () => {
    expect(clientAddress(request("198.51.100.9"), false)).toBe("10.0.0.2");
  });

  it("behind a trusted proxy uses the address the proxy appended, not what the client claimed", () => {
    expect(clientAddress(request("1.2.3.4, 198.51.100.9"), true)).toBe("198.51.100.9");
    expect(clientAddress(request("198.51.100.9"), true)).toBe("198.51.100.9");
  });

  it("falls back to the socket when the proxy sent no header", () => {
    expect(clientAddress(request(), true)).toBe("10.0.0.2");
    expect(clientAddress(request(" , "), true)).toBe("10.0.0.2");
  });
});

describe("requestUrl", () => {
  const site = new URL("https://moneywise.example");

  it("keeps the site's origin whatever the request line says", () => {
    expect(requestUrl("/courses?preview=true", site)?.href).toBe("https://moneywise.example/courses?preview=true");
    expect(requestUrl("//evil.example/logout", site)?.origin).toBe("https://moneywise.example");
    expect(requestUrl("http://evil.example/logout?x=1", site)?.href).toBe("https://moneywise.example/logout?x=1");
  });

  it("has no URL for a target that is not a path", () => {
    expect(requestUrl("*", site)).toBeNull();
    expect(requestUrl("", site)).toBeNull();
    expect(requestUrl(undefined, site)).toBeNull();
  });
});
