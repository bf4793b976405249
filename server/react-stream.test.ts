import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server.browser";
import { afterEach, describe, expect, it, vi } from "vitest";

async function renderList(rows: number) {
  const items = Array.from({ length: rows }, (_, index) => createElement("li", { key: index, className: "row" }, `Row ${index}`));
  const stream = await renderToReadableStream(createElement("ul", null, items));
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return chunks;
}

describe("React's web-stream renderer (patches/react-dom, ADR 018)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("hands a page over in pieces of 16 KiB, not 512 bytes: each piece costs a stream read and a write", async () => {
    const chunks = await renderList(2000);
    const total = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
    expect(total).toBeGreaterThan(40_000);
    expect(chunks.length).toBeLessThanOrEqual(Math.ceil(total / 16_384) + 1);
    expect(new TextDecoder().decode(Buffer.concat(chunks))).toMatch(/^<ul><li class="row">Row 0<\/li>.*<li class="row">Row 1999<\/li><\/ul>$/);
  });

  it("encodes each piece once, not each of the thousands of tags, attributes and texts it is made of", async () => {
    const encode = vi.spyOn(TextEncoder.prototype, "encode");
    const chunks = await renderList(2000);
    expect(encode.mock.calls.length).toBeLessThanOrEqual(chunks.length);
  });

  it("keeps text that is not ASCII intact across piece boundaries", async () => {
    const items = Array.from({ length: 3000 }, (_, index) => createElement("li", { key: index }, `Crème brûlée ${index} — 5 €`));
    const stream = await renderToReadableStream(createElement("ul", null, items));
    const chunks: Uint8Array[] = [];
    for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
    const html = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
    expect(html.match(/Crème brûlée \d+ — 5 €/g)).toHaveLength(3000);
  });
});
