import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server.browser";
import { describe, expect, it } from "vitest";

describe("React's web-stream renderer (patches/react-dom, ADR 018)", () => {
  it("hands a page over in pieces of up to 16 KiB, not 512 bytes: each piece costs a stream read and a write", async () => {
    const rows = Array.from({ length: 2000 }, (_, index) => createElement("li", { key: index, className: "row" }, `Row ${index}`));
    const stream = await renderToReadableStream(createElement("ul", null, rows));
    const sizes: number[] = [];
    for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) sizes.push(chunk.byteLength);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(total).toBeGreaterThan(40_000);
    expect(sizes.length).toBeLessThanOrEqual(Math.ceil(total / 16_384) + 1);
  });
});
