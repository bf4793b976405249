import { expect, test } from "@playwright/test";
import { get } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

// The Node server compresses what Cloudflare would: HTML, route data, CSS and JS, as the client accepts.

/** A GET whose body is read as it crossed the wire (fetch would decode it for us). */
function rawGet(path: string, acceptEncoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  const url = new URL(path, test.info().project.use.baseURL);
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

test("pages, route data and the client build are compressed for clients that accept it", { tag: "@http" }, async ({ request }) => {
  const html = await (await request.get("/")).text();
  const stylesheet = html.match(/href="(\/build\/_assets\/[^"?]+\.css)/)?.[1];
  // The root route's module: a script of some size (the entry itself is a few hundred bytes of imports).
  const script = html.match(/(\/build\/root-[A-Z0-9]+\.js)/)?.[1];
  expect(stylesheet).toBeTruthy();
  expect(script).toBeTruthy();

  const expected: [string, string][] = [
    ["/", "<!DOCTYPE html>"],
    ["/courses/budget-bootcamp.data", "lessonNumber"],
    [stylesheet!, "box-sizing"],
    [script!, "import"],
  ];
  for (const [path, marker] of expected) {
    const plain = await rawGet(path, "identity");
    expect(plain.headers["content-encoding"], path).toBeUndefined();
    for (const encoding of ["br", "gzip"] as const) {
      const compressed = await rawGet(path, encoding === "br" ? "gzip, deflate, br" : "gzip");
      expect(compressed.headers["content-encoding"], path).toBe(encoding);
      expect(compressed.headers.vary, path).toContain("Accept-Encoding");
      const decoded = decode[encoding](compressed.bytes);
      expect(decoded.toString(), path).toContain(marker);
      expect(Math.abs(decoded.length - plain.bytes.length), path).toBeLessThan(200); // only the nonce differs
      expect(compressed.bytes.length, path).toBeLessThan(plain.bytes.length * 0.7);
    }
  }
});

test("a client that accepts no encoding gets every file as it is", async () => {
  const svg = await rawGet("/favicon.svg", "");
  expect(svg.headers["content-encoding"]).toBeUndefined();
  expect(svg.bytes.toString()).toContain("<svg");
});
