/**
 * Reads an uploaded picture from its own bytes, never from the browser's content type or file name:
 * PNG, JPEG or WebP, walked structure by structure (a PNG's checksums included), with its dimensions
 * from its own header. Nothing here decodes pixels or needs a native library: it runs in workerd.
 *
 * The copy it returns keeps only what a browser needs to draw the picture; what it carries about its
 * author (EXIF with a phone's position, XMP, comments, text chunks, thumbnails, anything after the
 * image's end) is left out, so the file other members download tells them nothing the picture does not.
 */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export interface ImageFile {
  type: ImageType;
  width: number;
  height: number;
  /** The picture without its metadata (a copy: the upload's buffer is not kept). */
  bytes: Uint8Array<ArrayBuffer>;
}

/** `unknown`: not one of the three types at all; `corrupted`: starts as one, but is broken or incomplete. */
export type ImageProblem = "unknown" | "corrupted" | "animated";

export type ImageRead = { ok: true; image: ImageFile } | { ok: false; problem: ImageProblem };

const refused = (problem: ImageProblem): ImageRead => ({ ok: false, problem });
const CORRUPTED = refused("corrupted");

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.byteLength;
  }
  return joined;
}

export function readImage(bytes: Uint8Array): ImageRead {
  try {
    if (startsWith(bytes, PNG_SIGNATURE)) return readPng(bytes);
    if (startsWith(bytes, [0xff, 0xd8, 0xff])) return readJpeg(bytes);
    if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return readWebp(bytes);
    return refused("unknown");
  } catch (error) {
    // A structure whose lengths point past the file's end, where a walk missed a bound: a broken file, not a fault.
    if (error instanceof RangeError) return CORRUPTED;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// PNG (RFC 2083 / ISO 15948): a signature, then chunks of length, type, data and CRC-32; IHDR first, IEND last.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The chunks that change how the picture looks; text, EXIF, times and APNG's frames are left out (the first frame stays). */
const PNG_KEPT = new Set(["IHDR", "PLTE", "IDAT", "IEND", "tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT"]);

/** The bit depths each colour type allows. */
const PNG_BIT_DEPTHS: Readonly<Record<number, readonly number[]>> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let bit = 0; bit < 8; bit += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function readPng(bytes: Uint8Array): ImageRead {
  const view = viewOf(bytes);
  const kept = [bytes.subarray(0, PNG_SIGNATURE.length)];
  let size: { width: number; height: number } | null = null;
  let hasData = false;
  for (let offset = PNG_SIGNATURE.length; offset + 12 <= bytes.length;) {
    const length = view.getUint32(offset);
    const type = ascii(bytes, offset + 4, 4);
    const end = offset + 12 + length;
    if (end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) return CORRUPTED;
    if (crc32(bytes.subarray(offset + 4, end - 4)) !== view.getUint32(end - 4)) return CORRUPTED;
    if ((type === "IHDR") === (size !== null)) return CORRUPTED;
    if (type === "IHDR") {
      // Its fields are read from its 13 bytes: a shorter one would have them read past its end.
      if (length !== 13) return CORRUPTED;
      const [bitDepth, colourType, compression, filter, interlace] = bytes.subarray(offset + 16, offset + 21);
      size = { width: view.getUint32(offset + 8), height: view.getUint32(offset + 12) };
      const valid =
        size.width > 0 &&
        size.height > 0 &&
        PNG_BIT_DEPTHS[colourType!]?.includes(bitDepth!) &&
        compression === 0 &&
        filter === 0 &&
        interlace! <= 1;
      if (!valid) return CORRUPTED;
    }
    hasData ||= type === "IDAT";
    // A critical chunk (upper-case first letter) no browser knows would leave the picture undrawable.
    if (!PNG_KEPT.has(type) && type[0] === type[0]!.toUpperCase()) return CORRUPTED;
    if (PNG_KEPT.has(type)) kept.push(bytes.subarray(offset, end));
    if (type === "IEND") {
      return length === 0 && end === bytes.length && hasData && size
        ? { ok: true, image: { type: "image/png", ...size, bytes: concat(kept) } }
        : CORRUPTED;
    }
    offset = end;
  }
  return CORRUPTED;
}

// ---------------------------------------------------------------------------------------------------
// JPEG (ITU T.81): SOI, then marker segments (0xFF, marker, big-endian length) up to EOI; each scan's
// entropy-coded data follows its SOS segment, where 0xFF appears only as 0xFF00 or a restart marker.

const SOI = [0xff, 0xd8];
const EOI = [0xff, 0xd9];

/** Start-of-frame markers (C0–CF but DHT, JPG and DAC), whose segment holds the picture's size. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The segments a decoder uses; APP0 only as JFIF, APP2 only as an ICC profile, APP14 (Adobe's colour transform). */
function keepsJpegSegment(marker: number, bytes: Uint8Array, dataStart: number): boolean {
  if (marker === 0xe0) return ascii(bytes, dataStart, 5) === "JFIF\0";
  if (marker === 0xe2) return ascii(bytes, dataStart, 12) === "ICC_PROFILE\0";
  if (marker === 0xee) return ascii(bytes, dataStart, 5) === "Adobe";
  return marker === 0xdb || marker === 0xc4 || marker === 0xcc || marker === 0xdd || marker === 0xda || isStartOfFrame(marker);
}

/** Where a scan's entropy-coded data that starts at `start` ends: at the first marker that is not a restart. */
function endOfScan(bytes: Uint8Array, start: number): number {
  let at = start;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) at += 1;
    else if (bytes[at + 1] === 0x00 || (bytes[at + 1]! >= 0xd0 && bytes[at + 1]! <= 0xd7)) at += 2;
    else return at;
  }
  return at;
}

function readJpeg(bytes: Uint8Array): ImageRead {
  const view = viewOf(bytes);
  const kept: Uint8Array[] = [new Uint8Array(SOI)];
  let size: { width: number; height: number } | null = null;
  let scanned = false;
  let offset = SOI.length;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return CORRUPTED;
    // Any number of 0xFF may pad the space before a marker.
    while (bytes[offset + 1] === 0xff) offset += 1;
    const marker = bytes[offset + 1]!;
    // Whatever follows the end of the image (a phone's "motion photo" video, a second picture) is left out.
    if (marker === 0xd9)
      return size && scanned ? { ok: true, image: { type: "image/jpeg", ...size, bytes: concat([...kept, new Uint8Array(EOI)]) } } : CORRUPTED;
    if (marker < 0xc0 || (marker >= 0xd0 && marker <= 0xd8) || offset + 4 > bytes.length) return CORRUPTED;
    const length = view.getUint16(offset + 2);
    const dataStart = offset + 4;
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) return CORRUPTED;
    if (isStartOfFrame(marker)) {
      if (size || length < 8) return CORRUPTED;
      size = { height: view.getUint16(dataStart + 1), width: view.getUint16(dataStart + 3) };
      // A height of 0 is declared later, after the first scan (DNL): browsers draw it, but it cannot be checked here.
      if (size.width === 0 || size.height === 0) return CORRUPTED;
    }
    if (marker === 0xda && !size) return CORRUPTED;
    if (keepsJpegSegment(marker, bytes, dataStart)) kept.push(bytes.subarray(offset, end));
    offset = end;
    if (marker === 0xda) {
      scanned = true;
      const scanEnd = endOfScan(bytes, end);
      kept.push(bytes.subarray(end, scanEnd));
      offset = scanEnd;
    }
  }
  return CORRUPTED;
}

// ---------------------------------------------------------------------------------------------------
// WebP (RFC 9649): a RIFF file of chunks (FourCC, little-endian size, data, a pad byte to an even size):
// one simple chunk (VP8 lossy, VP8L lossless), or VP8X, whose flags say which chunks follow.

/** VP8X's flags: ICC profile, alpha, EXIF, XMP, animation. */
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;
const VP8X_ANIMATION = 0x02;
/** The chunks a browser draws from; EXIF, XMP and unknown chunks are left out. */
const WEBP_KEPT = new Set(["VP8 ", "VP8L", "VP8X", "ICCP", "ALPH"]);

interface RiffChunk {
  fourcc: string;
  /** The chunk from its FourCC to its end, pad byte included. */
  whole: Uint8Array;
  data: Uint8Array;
}

function riffChunks(bytes: Uint8Array): RiffChunk[] | null {
  const view = viewOf(bytes);
  const chunks: RiffChunk[] = [];
  let offset = 12;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return null;
    const size = view.getUint32(offset + 4, true);
    const end = offset + 8 + size + (size % 2);
    if (end > bytes.length) return null;
    chunks.push({ fourcc: ascii(bytes, offset, 4), whole: bytes.subarray(offset, end), data: bytes.subarray(offset + 8, offset + 8 + size) });
    offset = end;
  }
  return chunks;
}

/** The size a VP8 (key frame) or VP8L bitstream declares, or null when it is not one. */
function bitstreamSize({ fourcc, data }: RiffChunk): { width: number; height: number } | null {
  const view = viewOf(data);
  if (fourcc === "VP8 " && data.length >= 10 && (data[0]! & 1) === 0 && startsWith(data, [0x9d, 0x01, 0x2a], 3)) {
    return { width: view.getUint16(6, true) & 0x3fff, height: view.getUint16(8, true) & 0x3fff };
  }
  if (fourcc === "VP8L" && data.length >= 5 && data[0] === 0x2f) {
    const bits = view.getUint32(1, true);
    // The top three bits are the format's version, which must be 0.
    return bits >>> 29 === 0 ? { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 } : null;
  }
  return null;
}

function readWebp(bytes: Uint8Array): ImageRead {
  if (bytes.length < 12 || viewOf(bytes).getUint32(4, true) !== bytes.length - 8) return CORRUPTED;
  const chunks = riffChunks(bytes);
  const first = chunks?.[0];
  if (!chunks || !first) return CORRUPTED;
  const image = chunks.find((chunk) => chunk.fourcc === "VP8 " || chunk.fourcc === "VP8L");
  const drawn = image && bitstreamSize(image);
  if (first.fourcc !== "VP8X") {
    return chunks.length === 1 && drawn ? webp(drawn, [first.whole]) : CORRUPTED;
  }
  if (first.data.length < 10) return CORRUPTED;
  if (first.data[0]! & VP8X_ANIMATION) return refused("animated");
  const u24 = (at: number) => first.data[at]! | (first.data[at + 1]! << 8) | (first.data[at + 2]! << 16);
  const canvas = { width: 1 + u24(4), height: 1 + u24(7) };
  if (!drawn || drawn.width !== canvas.width || drawn.height !== canvas.height) return CORRUPTED;
  const header = new Uint8Array(first.whole);
  header[8] = header[8]! & ~(VP8X_EXIF | VP8X_XMP);
  return webp(canvas, [
    header,
    ...chunks
      .slice(1)
      .filter((chunk) => WEBP_KEPT.has(chunk.fourcc))
      .map((chunk) => chunk.whole),
  ]);
}

function webp(size: { width: number; height: number }, chunks: Uint8Array[]): ImageRead {
  const body = concat(chunks);
  const riff = new Uint8Array(12);
  riff.set([0x52, 0x49, 0x46, 0x46]);
  viewOf(riff).setUint32(4, body.length + 4, true);
  riff.set([0x57, 0x45, 0x42, 0x50], 8);
  return { ok: true, image: { type: "image/webp", ...size, bytes: concat([riff, body]) } };
}
