import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderDocumentStream } from "#document-stream";
import { NonceProvider } from "./lib/http/nonce";
import { withPageRoutesOnly } from "./lib/http/page-routes.server";
import { reportError } from "./lib/report-error.server";

const ABORT_DELAY_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  const body = await renderDocumentStream(
    <NonceProvider value={loadContext.nonce}>
      <RemixServer context={withPageRoutesOnly(remixContext)} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={loadContext.nonce} />
    </NonceProvider>,
    {
      nonce: loadContext.nonce,
      signal: controller.signal,
      onError(error: unknown) {
        // A render cut short, by its time limit or by a client that went away, is not a failure of the page.
        if (!controller.signal.aborted && !request.signal.aborted) reportError(loadContext, error, { message: "Rendering failed", request });
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout));
  // Crawlers and no-JS clients get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Remix reports request errors here. What a client's request caused (a 4xx: no such route, no action
 * for a POST) is one warning line, not a stack. Anything else is a bug and is logged in full.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    console.warn(`${error.status} ${request.method} ${new URL(request.url).pathname}: ${error.statusText}`);
    return;
  }
  reportError(context, error, { message: "Request failed", request });
}
