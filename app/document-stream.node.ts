/**
 * The document's HTML on the Node server, through React's Node renderer (ADR 055). React 18's web-streams
 * renderer encodes every piece of markup to its own Uint8Array (11-13 % of a page's CPU on Node); its Node
 * renderer writes them into 2 KiB views with `encodeInto`. Handed on as the web stream the rest of the
 * pipeline reads.
 *
 * The page is piped once all of it is ready, not at the shell: no page streams deferred data (each reads in
 * one round trip), so all that waiting holds back is Remix's own data script, a few microtasks later. Piped
 * at the shell, that script would follow in a second flush with React's swap-in script (about 0.5 KiB);
 * piped whole, the page's markup and data are the Worker's (document-stream.test.ts).
 */
import type { ReactNode } from "react";
import type { PipeableStream } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server.node";
import type { DocumentStream, DocumentStreamOptions } from "./document-stream.web";

export type { DocumentStream, DocumentStreamOptions } from "./document-stream.web";

/** Bytes the stream holds for a reader before React is asked to wait (a page is well under it). */
const HIGH_WATER_MARK_BYTES = 64 * 1024;

type Listener = () => void;

export function renderDocumentStream(document: ReactNode, { nonce, signal, onError }: DocumentStreamOptions): Promise<DocumentStream> {
  return new Promise((resolve, reject) => {
    let markAllReady!: () => void;
    const allReady = new Promise<void>((settle) => (markAllReady = settle));
    const render = renderToPipeableStream(document, {
      nonce,
      onError,
      onShellReady() {
        resolve(Object.assign(pipedStream(render, allReady), { allReady }));
      },
      onShellError(error: unknown) {
        markAllReady();
        reject(error);
      },
      onAllReady: () => markAllReady(),
    });
    if (signal.aborted) render.abort(signal.reason);
    else signal.addEventListener("abort", () => render.abort(signal.reason), { once: true });
  });
}

/**
 * The writable React's Node renderer pipes into (it uses `write`, `end`, `destroy` and the `drain`, `error` and
 * `close` events), as the readable side of a web stream, piped when `ready`. A reader that cancels (the client
 * went away) closes it, which aborts the render; a reader that falls behind makes `write` return false until it
 * catches up.
 */
function pipedStream(render: PipeableStream, ready: Promise<void>): ReadableStream<Uint8Array> {
  const listeners = new Map<string, Listener[]>();
  const emit = (event: string) => listeners.get(event)?.forEach((listener) => listener());
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  let waitingForDrain = false;
  const destination = {
    write(chunk: Uint8Array): boolean {
      if (!open) return false;
      controller.enqueue(chunk);
      waitingForDrain = (controller.desiredSize ?? 0) <= 0;
      return !waitingForDrain;
    },
    end() {
      if (open) controller.close();
      open = false;
    },
    destroy(error?: unknown) {
      if (open) controller.error(error);
      open = false;
    },
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return destination;
    },
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
      },
      pull() {
        if (!waitingForDrain) return;
        waitingForDrain = false;
        emit("drain");
      },
      cancel() {
        if (!open) return;
        open = false;
        if (listeners.size > 0) emit("close");
        else render.abort(new Error("The client went away before the page was ready."));
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: HIGH_WATER_MARK_BYTES }),
  );
  void ready.then(() => {
    // The part of a Node writable React uses, which is all of it that this stream needs.
    if (open) render.pipe(destination as unknown as Parameters<PipeableStream["pipe"]>[0]);
  });
  return stream;
}
