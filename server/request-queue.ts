/**
 * The Node server's line of waiting requests: they start in the order they arrived, one per turn of
 * the event loop.
 *
 * Since libuv 1.45 (Node 20) a server accepts one new connection per turn of the event loop. A page
 * that does not wait on I/O renders to its end in the turn its request arrived in, so when every
 * request started as it came, one turn took as long as all the requests of the kept-alive connections
 * together: with 100 connections accepted a turn cost about 100 renders, and the rest of 200 waited
 * in the kernel's accept queue, some for the whole of a 10-second run, while the accepted ones were
 * answered again and again. One start per turn keeps a turn to about one render, so connections are accepted
 * as fast as requests are answered, and every request waits in the same line (ADR 024).
 */
import type { ServerResponse } from "node:http";

/**
 * How many requests may wait. At 2–5 ms of render each, the last would wait a few seconds; beyond
 * that a client is better told at once that the server is busy than left waiting.
 */
export const MAX_WAITING_REQUESTS = 1024;

export interface RequestQueue {
  /** Queues `start` for this response; false (nothing queued) when the line is full. */
  add(res: ServerResponse, start: () => void): boolean;
}

export function createRequestQueue(limit = MAX_WAITING_REQUESTS): RequestQueue {
  const waiting: { res: ServerResponse; start: () => void }[] = [];
  let scheduled = false;

  const schedule = () => {
    if (scheduled || waiting.length === 0) return;
    scheduled = true;
    setImmediate(startNext);
  };

  function startNext() {
    scheduled = false;
    let next = waiting.shift();
    // A client that left while it waited has nothing to be rendered for.
    while (next?.res.destroyed) next = waiting.shift();
    next?.start();
    schedule();
  }

  return {
    add(res, start) {
      if (waiting.length >= limit) return false;
      waiting.push({ res, start });
      schedule();
      return true;
    },
  };
}
