/**
 * Response compression for the Node server, so self-hosting (and local measurements) send what
 * Cloudflare sends: brotli when the client takes it, else gzip, for text-like responses only.
 */
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from "node:zlib";

export type Encoding = "br" | "gzip";

/** The best encoding the client accepts (`q=0` refuses one), or null for none. */
export function chooseEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => accepted.get(encoding) ?? (accepted.has("*") ? accepted.get("*")! : 0);
  const best = (["br", "gzip"] as const).filter((encoding) => weightOf(encoding) > 0).sort((a, b) => weightOf(b) - weightOf(a))[0];
  return best ?? null;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Worth compressing: text-like, not already encoded, and with a body. */
export function isCompressible(contentType: string | null | undefined, contentEncoding?: string | null): boolean {
  return !contentEncoding && COMPRESSIBLE.test(contentType ?? "");
}

/**
 * A compressor for a response streamed in pieces. Dynamic pages get brotli's quality 4 (at one connection the
 * visitor waits for the compressor; ADR 059); static files, compressed once and kept, get the maximum.
 */
export function createCompressor(encoding: Encoding, { maximum = false } = {}): BrotliCompress | Gzip {
  return encoding === "br"
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: maximum ? constants.BROTLI_MAX_QUALITY : 4 } })
    : createGzip({ level: maximum ? constants.Z_BEST_COMPRESSION : constants.Z_DEFAULT_COMPRESSION });
}

/** What `drained` needs of a stream: a response or a compressor. */
interface DrainingStream {
  readonly destroyed: boolean;
  readonly writableNeedDrain: boolean;
  once(event: "drain" | "close", listener: () => void): unknown;
  off(event: "drain" | "close", listener: () => void): unknown;
}

/**
 * Waits until a stream whose `write` returned false takes more: true then, false when it never will
 * (destroyed: the client went away). Writing on regardless would buffer the whole body in memory for a
 * client that reads slowly or not at all.
 */
export function drained(stream: DrainingStream): Promise<boolean> {
  if (stream.destroyed) return Promise.resolve(false);
  if (!stream.writableNeedDrain) return Promise.resolve(true);
  return new Promise((resolve) => {
    const settle = (writable: boolean) => () => {
      stream.off("drain", onDrain);
      stream.off("close", onClose);
      resolve(writable);
    };
    const onDrain = settle(true);
    const onClose = settle(false);
    stream.once("drain", onDrain);
    stream.once("close", onClose);
  });
}

/**
 * Writes a streamed body through the compressor. What arrives within one turn of the event loop is
 * compressed together (one write: each write is a trip to the thread pool, and React streams 512-byte
 * pieces, so writing them one by one cost ten times the compression itself) and then flushed, so
 * streaming still streams without flushing (and losing ratio) after each piece. A body that ends in the turn
 * its last pieces came (a whole page, rendered before it is sent) is compressed and finished in one trip, not
 * three (write, flush, finish). Reads no more of the body while the compressor is full (the client reads
 * slowly), and stops reading it, which cancels it, once the compressor is destroyed (the client went away).
 */
export async function compressStream(body: AsyncIterable<Uint8Array>, compressor: BrotliCompress | Gzip): Promise<void> {
  let pending: Uint8Array[] = [];
  let ended = false;
  const takePending = () => {
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    return chunk;
  };
  try {
    for await (const chunk of body) {
      if (pending.length === 0) {
        void new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
          // At the end, what is pending goes with the finishing write below.
          if (ended || pending.length === 0) return;
          compressor.write(takePending());
          compressor.flush();
        });
      }
      pending.push(chunk);
      if (!(await drained(compressor))) break;
    }
  } finally {
    ended = true;
    if (pending.length > 0) compressor.end(takePending());
    else compressor.end();
  }
}
