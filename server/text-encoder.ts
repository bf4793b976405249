/**
 * React's streaming renderer (the web-streams build both runtimes share) encodes every piece of
 * markup on its own: a few thousand short strings per page. In Node each `TextEncoder.encode` call
 * allocates an external ArrayBuffer in C++ (about 0.7 µs); encoding a short ASCII string in
 * JavaScript into an ordinary Uint8Array costs a fifth of that, and that alone took about a fifth of
 * the home page's render time (docs/benchmarks.md).
 */
const SHORT = 256;

export class ShortAsciiTextEncoder extends TextEncoder {
  override encode(input = ""): Uint8Array<ArrayBuffer> {
    const length = input.length;
    if (length > SHORT) return super.encode(input);
    // A fresh array per call, as the standard says: a byte stream may transfer (detach) its buffer.
    const bytes = new Uint8Array(length);
    for (let index = 0; index < length; index += 1) {
      const code = input.charCodeAt(index);
      if (code > 0x7f) return super.encode(input);
      bytes[index] = code;
    }
    return bytes;
  }
}

/** Used by everything created afterwards, so install it before the server build is imported. */
export function installShortAsciiTextEncoder(): void {
  if (globalThis.TextEncoder !== ShortAsciiTextEncoder) globalThis.TextEncoder = ShortAsciiTextEncoder;
}
