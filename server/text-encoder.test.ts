import { describe, expect, it } from "vitest";
import { ShortAsciiTextEncoder } from "./text-encoder";

const native = new TextEncoder();
const fast = new ShortAsciiTextEncoder();

describe("ShortAsciiTextEncoder", () => {
  it("encodes exactly as TextEncoder does: markup, empty, non-ASCII, lone surrogates, long strings", () => {
    const samples = [
      "",
      '<div class="mx-auto max-w-6xl">',
      "CA$1,234.50 — déjà vu €",
      "emoji 💸 and a lone surrogate \uD800 here",
      "\u007f\u0080",
      "x".repeat(256),
      "x".repeat(257),
      `${"y".repeat(300)}é`,
    ];
    for (const text of samples) expect(Array.from(fast.encode(text)), text.slice(0, 20)).toEqual(Array.from(native.encode(text)));
  });

  it("returns a Uint8Array with a buffer of its own, which a byte stream may transfer", () => {
    const first = fast.encode("<p>");
    const second = fast.encode("<p>");
    expect(first).toBeInstanceOf(Uint8Array);
    expect(first.buffer).not.toBe(second.buffer);
    expect(first.byteOffset).toBe(0);
    expect(first.buffer.byteLength).toBe(3);
  });

  it("is still a TextEncoder (encodeInto and the encoding name work as before)", () => {
    expect(fast).toBeInstanceOf(TextEncoder);
    expect(fast.encoding).toBe("utf-8");
    const target = new Uint8Array(8);
    expect(fast.encodeInto("héllo", target)).toEqual({ read: 5, written: 6 });
  });
});
