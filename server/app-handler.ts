import type { Client } from "@libsql/client";
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { createDatabase } from "./context";
import { applySecurityHeaders, createNonce } from "./security-headers";
import { parseSettings, type Settings } from "./settings";

export interface RuntimeBindings {
  /** Raw settings from the runtime (process.env or the Worker's env). */
  env: Record<string, unknown>;
  /** Opens (or returns) the libSQL client for these settings. */
  getClient: (settings: Settings) => Client;
}

/**
 * The request pipeline both entries share: validate settings, build the load context, run Remix,
 * then add security headers and the database round-trip count (Server-Timing, read by the bench).
 */
export function createAppHandler(build: ServerBuild, mode: "production" | "development" = "production") {
  const handleRemixRequest = createRequestHandler(build, mode);

  return async function handleRequest(request: Request, bindings: RuntimeBindings): Promise<Response> {
    const settings = parseSettings(bindings.env);
    const roundTrips = { count: 0 };
    const nonce = createNonce();
    const context = {
      settings,
      db: createDatabase(bindings.getClient(settings), roundTrips),
      nonce,
      requestCountry: request.headers.get("CF-IPCountry"),
    };
    const remixResponse = await handleRemixRequest(request, context);
    // Re-wrap so headers are mutable whatever produced the response.
    const response = new Response(remixResponse.body, remixResponse);
    applySecurityHeaders(response.headers, nonce);
    response.headers.append("Server-Timing", `db;desc="${roundTrips.count} round trips"`);
    return response;
  };
}

export function parseRoundTrips(serverTiming: string | null): number | null {
  const match = serverTiming?.match(/db;desc="(\d+) round trips"/);
  return match ? Number(match[1]) : null;
}
