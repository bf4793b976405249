// Node's own fetch (undici 6) registers its HTTP agent as the process's global dispatcher when it is first
// used. jsdom brings undici 7, which registers a v7 agent under the same global name if it loads first, and
// Node's fetch then refuses some requests ("invalid content-length header"). vitest runs a fork's files in
// one process (isolate: false), so jsdom loaded by one file would break fetch in the files after it: Node's
// fetch registers first, in every fork, before any test file loads.
await fetch("data:,");

export {};
