import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseErrorTracker, reportError, type ReportingContext } from "./report-error.server";

afterEach(() => vi.restoreAllMocks());

/** A stand-in for Sentry's envelope endpoint on this machine: records what it is sent. */
async function startTrackerStandIn(status = 200) {
  const received: Array<{ url: string; auth: string | undefined; body: string }> = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received.push({ url: request.url ?? "", auth: request.headers["x-sentry-auth"] as string | undefined, body });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { dsn: `http://publickey@127.0.0.1:${port}/42`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

function contextFor(dsn: string | undefined) {
  const background: Promise<unknown>[] = [];
  const context: ReportingContext = {
    settings: { errorTracker: dsn ? parseErrorTracker(dsn) : undefined },
    waitUntil: (promise) => void background.push(promise),
  };
  return { context, settled: () => Promise.all(background) };
}

describe("reportError", () => {
  it("logs one JSON line with the message, the request's method and path (never its query) and the error", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { context } = contextFor(undefined);
    const request = new Request("http://localhost/reset-password/new?token=secret-token", { method: "POST" });
    reportError(context, new TypeError("boom"), { message: "Reset failed", request, extra: { attempt: 2 } });
    expect(logged).toHaveBeenCalledTimes(1);
    const line = logged.mock.calls[0]![0] as string;
    expect(line).not.toContain("\n");
    expect(line).not.toContain("secret-token");
    expect(JSON.parse(line)).toMatchObject({
      level: "error",
      message: "Reset failed",
      method: "POST",
      path: "/reset-password/new",
      attempt: 2,
      error: { type: "TypeError", value: "boom" },
    });
  });

  it("still reports an error whose stack cannot be written out, without it, and never throws", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { context } = contextFor(undefined);
    const error = new Error("Failed query: select from profiles");
    Object.defineProperty(error, "stack", {
      get() {
        throw new RangeError("Maximum call stack size exceeded");
      },
    });
    expect(() => reportError(context, error, { message: "Profile load failed" })).not.toThrow();
    const line = JSON.parse(logged.mock.calls[0]![0] as string) as { error: Record<string, unknown> };
    expect(line).toMatchObject({ message: "Profile load failed", error: { type: "Error", value: "Failed query: select from profiles" } });
    expect(line.error.stack).toBeUndefined();
  });

  it("sends the error to the tracker SENTRY_DSN names, after the response, as a Sentry envelope", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const tracker = await startTrackerStandIn();
    try {
      const { context, settled } = contextFor(tracker.dsn);
      reportError(context, new Error("card declined"), { message: "Checkout failed", request: new Request("http://localhost/checkout?x=1") });
      await settled();
      expect(tracker.received).toHaveLength(1);
      const [sent] = tracker.received;
      expect(sent!.url).toBe("/api/42/envelope/");
      expect(sent!.auth).toContain("sentry_key=publickey");
      const [header, item, event] = sent!.body.split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(header).toMatchObject({ dsn: tracker.dsn });
      expect(item).toEqual({ type: "event" });
      expect(event).toMatchObject({
        level: "error",
        message: "Checkout failed",
        exception: { values: [{ type: "Error", value: "card declined" }] },
        request: { method: "GET", url: "/checkout" },
      });
      expect(event!.event_id).toBe(header!.event_id);
    } finally {
      await tracker.close();
    }
  });

  it("only warns when the tracker cannot take it: the request it was reported from is not affected", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const tracker = await startTrackerStandIn(503);
    try {
      const { context, settled } = contextFor(tracker.dsn);
      reportError(context, new Error("x"), { message: "Something failed" });
      await settled();
      expect(warned).toHaveBeenCalledWith(expect.stringContaining("Error tracker unreachable"));
    } finally {
      await tracker.close();
    }
  });

  it("refuses a DSN without a key or a project", () => {
    expect(() => parseErrorTracker("https://sentry.example/42")).toThrow(/SENTRY_DSN/);
    expect(() => parseErrorTracker("https://key@sentry.example/")).toThrow(/SENTRY_DSN/);
    expect(parseErrorTracker("https://key@o1.ingest.sentry.io/42").envelopeUrl).toBe("https://o1.ingest.sentry.io/api/42/envelope/");
  });
});
