import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compressStream, createCompressor, isCompressible } from "./compression";

describe("choosing an encoding", () => {
  it("prefers brotli, then gzip, honouring q-values and refusals", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding("")).toBeNull();
    expect(chooseEncoding(null)).toBeNull();
    expect(chooseEncoding("gzip;q=nonsense")).toBeNull();
  });
});

describe("what is compressed", () => {
  it("compresses text-like bodies that are not encoded yet", () => {
    for (const type of [
      "text/html; charset=utf-8",
      "text/x-script",
      "text/css",
      "text/javascript",
      "application/json",
      "image/svg+xml",
      "text/csv",
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
    expect(isCompressible("image/png")).toBe(false);
    expect(isCompressible("font/woff2")).toBe(false);
    expect(isCompressible("text/html", "gzip")).toBe(false);
    expect(isCompressible(null)).toBe(false);
  });
});

describe("streaming compression", () => {
  async function roundTrip(encoding: "br" | "gzip") {
    const compressor = createCompressor(encoding);
    const out: Buffer[] = [];
    compressor.on("data", (chunk: Buffer) => out.push(chunk));
    const done = new Promise((resolve) => compressor.on("end", resolve));
    const pieces = ["<html><body>", "<p>Hello</p>".repeat(200), "</body></html>"].map((text) => new TextEncoder().encode(text));
    let sizeAfterFirstPiece = 0;
    async function* body() {
      yield pieces[0]!;
      // The server waits for more (a slow loader): what came so far must be on its way without more input.
      // zlib flushes on its thread pool, so a busy machine may take a while: wait for it, within a bound.
      for (const deadline = Date.now() + 2000; out.length === 0 && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      sizeAfterFirstPiece = out.reduce((sum, chunk) => sum + chunk.length, 0);
      yield* pieces.slice(1);
    }
    await compressStream(body(), compressor);
    await done;
    const compressed = Buffer.concat(out);
    return { compressed, sizeAfterFirstPiece, text: pieces.map((piece) => new TextDecoder().decode(piece)).join("") };
  }

  it("sends what it has whenever the source pauses, and the whole decodes to the original", async () => {
    const br = await roundTrip("br");
    expect(br.sizeAfterFirstPiece).toBeGreaterThan(0);
    expect(brotliDecompressSync(br.compressed).toString()).toBe(br.text);
    expect(br.compressed.length).toBeLessThan(br.text.length / 5);
    const gzip = await roundTrip("gzip");
    expect(gzip.sizeAfterFirstPiece).toBeGreaterThan(0);
    expect(gunzipSync(gzip.compressed).toString()).toBe(gzip.text);
  });

  it("compresses a body that ends at once in one finishing write, without a flush", async () => {
    const compressor = createCompressor("br");
    const out: Buffer[] = [];
    compressor.on("data", (chunk: Buffer) => out.push(chunk));
    const done = new Promise((resolve) => compressor.on("end", resolve));
    // The pieces handed to the compressor, by `write` or by `end`.
    const writes: number[] = [];
    const write = compressor.write.bind(compressor);
    compressor.write = ((chunk: Buffer, ...rest: never[]) => (writes.push(chunk.length), write(chunk, ...rest))) as typeof compressor.write;
    const end = compressor.end.bind(compressor);
    compressor.end = ((chunk?: Buffer) => (chunk && writes.push(chunk.length), chunk ? end(chunk) : end())) as typeof compressor.end;
    let flushes = 0;
    compressor.flush = (() => (flushes += 1)) as typeof compressor.flush;
    const pieces = Array.from({ length: 12 }, (_, index) => new TextEncoder().encode(`<p>piece ${index} of a page</p>`.repeat(60)));
    async function* body() {
      yield* pieces;
    }
    await compressStream(body(), compressor);
    await done;
    expect(flushes).toBe(0);
    expect(writes).toEqual([pieces.reduce((sum, piece) => sum + piece.length, 0)]);
    expect(brotliDecompressSync(Buffer.concat(out)).toString()).toBe(pieces.map((piece) => new TextDecoder().decode(piece)).join(""));
  });

  it("reads no more of the body while the compressor is full", async () => {
    const compressor = createCompressor("br");
    let askedWhileFull = 0;
    async function* body() {
      for (let index = 0; index < 32; index += 1) {
        // The loop asks for the next piece here: was the compressor still full?
        if (compressor.writableNeedDrain) askedWhileFull += 1;
        await new Promise((resolve) => setImmediate(resolve));
        yield randomBytes(64 * 1024);
      }
    }
    // A client that starts reading late: until then nothing leaves the compressor.
    setTimeout(() => compressor.resume(), 100);
    await compressStream(body(), compressor);
    expect(askedWhileFull).toBe(0);
  });
});
