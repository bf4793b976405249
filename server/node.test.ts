import { randomBytes } from "node:crypto";
import { createServer, request as httpRequest, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import type { Encoding } from "./compression";
import { clientAddress, requestedRange, requestUrl, writeWebResponse } from "./node";

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

describe("writeWebResponse", () => {
  /**
   * Serves one response through writeWebResponse on a real socket. `makeBody` gets the server's end of
   * the response, to see what the writer did when the page was asked for more.
   */
  async function serveOnce(makeBody: (res: ServerResponse) => ReadableStream<Uint8Array>, encoding: Encoding | null) {
    let written!: Promise<void>;
    const server = createServer((_req, res) => {
      written = writeWebResponse(res, new Response(makeBody(res), { headers: { "Content-Type": "text/html" } }), encoding);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return {
      /** Resolves once the whole body is in, with its length in bytes. */
      read: () =>
        new Promise<number>((resolve, reject) => {
          httpRequest({ host: "127.0.0.1", port }, (res) => {
            let bytes = 0;
            res.on("data", (chunk: Buffer) => (bytes += chunk.length));
            res.on("end", () => resolve(bytes));
          })
            .on("error", reject)
            .end();
        }),
      /** Reads the first bytes of the answer, then hangs up. */
      leaveAfterFirstBytes: () =>
        new Promise<void>((resolve, reject) => {
          const req = httpRequest({ host: "127.0.0.1", port }, (res) =>
            res.once("data", () => {
              req.destroy();
              resolve();
            }),
          );
          req.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? undefined : reject(error)));
          req.end();
        }),
      written: () => written,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  const PIECE = 64 * 1024;
  const piece = (fill: number) => new Uint8Array(PIECE).fill(fill);

  it("asks the page for more only once the client's connection has taken what it was given", async () => {
    const PIECES = 64;
    let asked = 0;
    let askedWhileFull = 0;
    const site = await serveOnce(
      (res) =>
        new ReadableStream(
          {
            pull(controller) {
              if (res.writableNeedDrain) askedWhileFull += 1;
              if (asked++ === PIECES) controller.close();
              else controller.enqueue(piece(asked));
            },
          },
          // Asked for a piece only when the writer reads one, not ahead of it.
          { highWaterMark: 0 },
        ),
      null,
    );
    expect(await site.read()).toBe(PIECES * PIECE);
    await site.written();
    await site.close();
    expect(askedWhileFull).toBe(0);
  });

  it.each(["br", null] as const)("stops the page when the client hangs up mid-answer (encoding %s)", async (encoding) => {
    let cancelled!: () => void;
    const pageStopped = new Promise<void>((resolve) => (cancelled = resolve));
    const site = await serveOnce(
      () =>
        new ReadableStream({
          // An endless page, one incompressible piece per turn of the event loop.
          async pull(controller) {
            await new Promise((resolve) => setImmediate(resolve));
            controller.enqueue(randomBytes(PIECE));
          },
          cancel: () => cancelled(),
        }),
      encoding,
    );
    await site.leaveAfterFirstBytes();
    await pageStopped;
    await site.written();
    await site.close();
  });
});

describe("requestedRange", () => {
  it("reads the one byte range a video player asks for, from the start, to the end, or the last bytes", () => {
    expect(requestedRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(requestedRange("bytes=500-", 1000)).toEqual({ start: 500, end: 999 });
    expect(requestedRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange("bytes=900-5000", 1000)).toEqual({ start: 900, end: 999 });
  });

  it("serves the whole file for no range, a malformed one or several; refuses one outside the file", () => {
    for (const header of [undefined, "", "bytes=-", "items=0-1", "bytes=0-1,5-9", "bytes=a-b"])
      expect(requestedRange(header, 1000), header).toBeNull();
    expect(requestedRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(requestedRange("bytes=5-2", 1000)).toBe("unsatisfiable");
  });
});
