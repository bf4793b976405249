/**
 * The one way the server reports a failure (ADR 021): a JSON line on the log, which both runtimes'
 * log tails can search, and, when `SENTRY_DSN` is set, the same event sent to Sentry (or anything that
 * takes Sentry's envelope API) after the response. Query strings are never reported: they can carry an
 * emailed link's token.
 */

export interface ErrorTracker {
  /** Where envelopes go: `{scheme}://{host}/api/{project}/envelope/`. */
  envelopeUrl: string;
  /** The DSN's public key, sent in `X-Sentry-Auth`. */
  publicKey: string;
  dsn: string;
}

/** The parts of a request's load context the reporter uses; none during start-up or a bad configuration. */
export interface ReportingContext {
  settings: { errorTracker: ErrorTracker | undefined };
  waitUntil: (promise: Promise<unknown>) => void;
}

export interface ErrorDetails {
  /** What failed, in words: "Refund of order … failed". */
  message: string;
  request?: Request;
  /** A few ids or counts that help (never personal data). */
  extra?: Record<string, string | number | boolean | null>;
}

/** Reads `SENTRY_DSN` (`https://{publicKey}@{host}/{projectId}`); throws on a malformed one. */
export function parseErrorTracker(dsn: string): ErrorTracker {
  const url = new URL(dsn);
  const projectId = url.pathname.replace(/^\/+|\/+$/g, "");
  if (!url.username || !/^\d+$/.test(projectId)) throw new Error("SENTRY_DSN must look like https://<public key>@<host>/<project id>");
  return { envelopeUrl: `${url.protocol}//${url.host}/api/${projectId}/envelope/`, publicKey: url.username, dsn };
}

function describe(error: unknown): { type: string; value: string; stack: string | undefined } {
  if (error instanceof Error) return { type: error.name, value: error.message, stack: stackOf(error) };
  return { type: typeof error, value: String(error), stack: undefined };
}

/**
 * The error's stack, or none when it cannot be read. V8 writes it out on first read through the runtime's hook,
 * which can fail in turn: under vitest, the source-map hook once overflowed the call stack reading a stack that
 * ran through the 3.6 MB server build, and the report, thrown from a loader's `catch`, made its page a 500.
 * A report must never be what fails the request.
 */
function stackOf(error: Error): string | undefined {
  try {
    return error.stack;
  } catch {
    return undefined;
  }
}

export function reportError(context: ReportingContext | null, error: unknown, details: ErrorDetails): void {
  const thrown = describe(error);
  const where = details.request ? { method: details.request.method, path: new URL(details.request.url).pathname } : {};
  const time = new Date();
  console.error(
    JSON.stringify({ level: "error", time: time.toISOString(), message: details.message, ...where, ...details.extra, error: thrown }),
  );
  const tracker = context?.settings.errorTracker;
  if (!context || !tracker) return;
  context.waitUntil(
    sendToTracker(tracker, { time, thrown, where, details }).catch((failure: unknown) =>
      console.warn(JSON.stringify({ level: "warn", message: "Error tracker unreachable", error: describe(failure).value })),
    ),
  );
}

async function sendToTracker(
  tracker: ErrorTracker,
  event: { time: Date; thrown: ReturnType<typeof describe>; where: { method?: string; path?: string }; details: ErrorDetails },
): Promise<void> {
  const eventId = crypto.randomUUID().replace(/-/g, "");
  const payload = {
    event_id: eventId,
    timestamp: event.time.getTime() / 1000,
    platform: "javascript",
    level: "error",
    message: event.details.message,
    exception: { values: [{ type: event.thrown.type, value: event.thrown.value }] },
    ...(event.where.path ? { request: { method: event.where.method, url: event.where.path } } : {}),
    extra: { ...event.details.extra, stack: event.thrown.stack },
  };
  const envelope = [
    JSON.stringify({ event_id: eventId, sent_at: event.time.toISOString(), dsn: tracker.dsn }),
    JSON.stringify({ type: "event" }),
    JSON.stringify(payload),
  ].join("\n");
  const response = await fetch(tracker.envelopeUrl, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-sentry-envelope",
      "X-Sentry-Auth": `Sentry sentry_version=7, sentry_key=${tracker.publicKey}, sentry_client=moneywise/1`,
    },
    body: envelope,
  });
  if (!response.ok) throw new Error(`the tracker answered ${response.status}`);
}
