import { readFileSync } from "node:fs";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readImage, type ImageRead } from "./image-file";

/** Pictures Chromium's own encoders made (canvas.toDataURL), as a member's browser would. */
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../../tests/fixtures/avatars/${name}`, import.meta.url)));
const PNG = fixture("avatar.png");
const JPEG = fixture("avatar.jpg");
const WEBP = fixture("avatar.webp");
const WEBP_EXTENDED = fixture("avatar-alpha.webp");

const join = (...parts: (Uint8Array | number[])[]) => Uint8Array.from(parts.flatMap((part) => [...part]));
const text = (value: string) => [...new TextEncoder().encode(value)];
const u32be = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u32le = (n: number) => u32be(n).reverse();

function pngChunk(type: string, data: number[]): number[] {
  const body = [...text(type), ...data];
  return [...u32be(data.length), ...body, ...u32be(crc32(Uint8Array.from(body)))];
}
/** The PNG with `chunk` after IHDR (signature 8 bytes, IHDR 25). */
const pngWith = (chunk: number[], png = PNG) => join(png.subarray(0, 33), chunk, png.subarray(33));

const jpegSegment = (marker: number, data: number[]) => [0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data];
/** The JPEG with `segment` right after SOI. */
const jpegWith = (segment: number[]) => join(JPEG.subarray(0, 2), segment, JPEG.subarray(2));

const webpChunk = (fourcc: string, data: number[]) => [...text(fourcc), ...u32le(data.length), ...data, ...(data.length % 2 ? [0] : [])];
function riff(chunks: Uint8Array): Uint8Array {
  return join(text("RIFF"), u32le(chunks.length + 4), text("WEBP"), chunks);
}
/** The simple format: Chromium's lossy bitstream (its last chunk) alone. */
const WEBP_SIMPLE = riff(WEBP.subarray(Buffer.from(WEBP).indexOf("VP8 ")));

const problemOf = (read: ImageRead) => (read.ok ? null : read.problem);
function image(read: ImageRead) {
  if (!read.ok) throw new Error(`refused: ${read.problem}`);
  return read.image;
}

describe("readImage", () => {
  it.each([
    ["a PNG", PNG, "image/png", 64, 64],
    ["a JPEG", JPEG, "image/jpeg", 64, 48],
    ["a lossy WebP with a colour profile", WEBP, "image/webp", 48, 64],
    ["a lossy WebP in the simple format", WEBP_SIMPLE, "image/webp", 48, 64],
    ["an extended WebP (alpha and a colour profile)", WEBP_EXTENDED, "image/webp", 40, 40],
  ])("reads %s's type and size from its own header, and keeps a picture without metadata as it is", (_, bytes, type, width, height) => {
    const read = image(readImage(bytes));
    expect(read).toMatchObject({ type, width, height });
    expect(read.bytes).toEqual(bytes);
  });

  it.each([
    ["empty", new Uint8Array()],
    ["a GIF", join(text("GIF89a"), [1, 0, 1, 0, 0, 0, 0])],
    ["an SVG", join(text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))],
    ["HTML", join(text("<!doctype html><title>x</title>"))],
    ["a PNG signature cut short", PNG.subarray(0, 5)],
  ])("does not take %s for a picture", (_, bytes) => {
    expect(problemOf(readImage(bytes))).toBe("unknown");
  });

  describe("PNG", () => {
    it("leaves out text, EXIF and time chunks, and keeps the rest byte for byte", () => {
      const tagged = pngWith([
        ...pngChunk("tEXt", text("Author\0Ana Lopez")),
        ...pngChunk("eXIf", [0x4d, 0x4d, 0, 42]),
        ...pngChunk("tIME", [7, 234, 1, 2, 3, 4, 5]),
      ]);
      expect(image(readImage(tagged)).bytes).toEqual(PNG);
    });

    it.each([
      [
        "a changed byte in its data (the checksum no longer matches)",
        (() => {
          const changed = PNG.slice();
          changed[60] = changed[60]! ^ 0xff;
          return changed;
        })(),
      ],
      ["a file cut short", PNG.subarray(0, PNG.length - 20)],
      ["bytes after its end", join(PNG, text("<script>"))],
      ["no IHDR first", join(PNG.subarray(0, 8), pngChunk("tEXt", text("a\0b")), PNG.subarray(8))],
      ["a width of 0", join(PNG.subarray(0, 8), pngChunk("IHDR", [...u32be(0), ...u32be(64), 8, 6, 0, 0, 0]), PNG.subarray(33))],
      // The signature and an empty IHDR with a right checksum, and nothing after: its fields would be past the end.
      ["an empty IHDR, alone", join(PNG.subarray(0, 8), pngChunk("IHDR", []))],
      ["an impossible bit depth", join(PNG.subarray(0, 8), pngChunk("IHDR", [...u32be(64), ...u32be(64), 7, 6, 0, 0, 0]), PNG.subarray(33))],
      ["an unknown critical chunk", pngWith(pngChunk("ZZZZ", [1]))],
      ["no image data", join(PNG.subarray(0, 33), pngChunk("IEND", []))],
    ])("refuses one with %s as corrupted", (_, bytes) => {
      expect(problemOf(readImage(bytes))).toBe("corrupted");
    });
  });

  describe("JPEG", () => {
    it("leaves out EXIF (a phone's position), XMP, comments and whatever follows the image's end", () => {
      const exif = jpegSegment(0xe1, [...text("Exif\0\0MM"), 0, 42, ...text("GPS 45.50N 73.56W")]);
      const xmp = jpegSegment(0xe1, text("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>"));
      const comment = jpegSegment(0xfe, text("taken at home"));
      const tagged = join(jpegWith([...exif, ...xmp, ...comment]), text("a motion photo's video"));
      expect(image(readImage(tagged)).bytes).toEqual(JPEG);
    });

    it.each([
      ["a file cut inside its scan", JPEG.subarray(0, JPEG.length - 40)],
      ["no end of image", JPEG.subarray(0, JPEG.length - 2)],
      ["a segment longer than the file", join(JPEG.subarray(0, 2), [0xff, 0xe1, 0xff, 0xff, 1, 2, 3])],
      ["a scan before its frame header", join(JPEG.subarray(0, 2), jpegSegment(0xda, [1, 1, 0, 0, 63, 0]), [0xff, 0xd9])],
      ["a frame header of width 0", jpegWith(jpegSegment(0xc0, [8, 0, 48, 0, 0, 1, 1, 0x11, 0]))],
      ["a reserved marker", jpegWith([0xff, 0x02, 0, 2])],
    ])("refuses one with %s as corrupted", (_, bytes) => {
      expect(problemOf(readImage(bytes))).toBe("corrupted");
    });
  });

  describe("WebP", () => {
    const chunksOf = (bytes: Uint8Array) => bytes.subarray(12);

    it("leaves out EXIF and XMP chunks and clears their flags, so the file says it has none", () => {
      const flagged = WEBP_EXTENDED.slice();
      flagged[20] = flagged[20]! | 0x08 | 0x04;
      const tagged = riff(
        join(chunksOf(flagged), webpChunk("EXIF", [...text("MM"), 0, 42, ...text("GPS")]), webpChunk("XMP ", text("<x:xmpmeta/>"))),
      );
      expect(image(readImage(tagged)).bytes).toEqual(WEBP_EXTENDED);
    });

    it("refuses an animated one", () => {
      const animated = WEBP_EXTENDED.slice();
      animated[20] = animated[20]! | 0x02;
      expect(problemOf(readImage(animated))).toBe("animated");
    });

    it.each([
      ["a RIFF size that is not the file's", join(WEBP_SIMPLE, [0, 0])],
      ["a file cut short", riff(chunksOf(WEBP).subarray(0, 40))],
      ["a second chunk in the simple format", riff(join(chunksOf(WEBP_SIMPLE), webpChunk("EXIF", [1, 2])))],
      [
        "a canvas that is not its picture's size",
        (() => {
          const resized = WEBP_EXTENDED.slice();
          resized[24] = 99;
          return resized;
        })(),
      ],
      ["no picture at all", riff(join(webpChunk("VP8X", [0, 0, 0, 0, 39, 0, 0, 39, 0, 0])))],
      [
        "a broken lossy bitstream",
        (() => {
          const broken = WEBP_SIMPLE.slice();
          broken[23] = 0;
          return broken;
        })(),
      ],
    ])("refuses one with %s as corrupted", (_, bytes) => {
      expect(problemOf(readImage(bytes))).toBe("corrupted");
    });
  });
});
