/**
 * The document's HTML as a web stream, on the runtime that has no other: the Worker (and `npm run dev`).
 * The Node server's build takes `document-stream.node.ts` instead (package.json `imports`, ADR 055).
 */
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";

export interface DocumentStreamOptions {
  nonce: string;
  signal: AbortSignal;
  onError(error: unknown): void;
}

/** The rendered document, streaming, and a promise for when every suspended part has been written. */
export type DocumentStream = ReadableStream<Uint8Array> & { allReady: Promise<void> };

export function renderDocumentStream(document: ReactNode, options: DocumentStreamOptions): Promise<DocumentStream> {
  return renderToReadableStream(document, options);
}
