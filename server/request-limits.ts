/**
 * Limits on what a request may make the server read, checked before anything reads the body. Both
 * entries use them: the Node server before it streams the body in, the shared handler for every runtime.
 */
import { pathWithoutLocale } from "~/lib/i18n/locale";

const KiB = 1024;

export interface BodyRule {
  maxBytes: number;
  /** Whether the body must be a form (urlencoded or multipart) that parses, checked before any action runs. */
  form: boolean;
}

/**
 * Every page's actions read forms, and forms are small, but one at its fields' own limits must reach the
 * action, which refuses it with the form's sentence and keeps what was typed: a post of 10,000 characters
 * outside ASCII is about 90 KiB once encoded (a support message of 5,000, 45 KiB).
 */
export const FORM_BODY: BodyRule = { maxBytes: 256 * KiB, form: true };

/** Paths whose bodies are not forms or may be larger; every other path gets FORM_BODY. */
export const BODY_RULES: Readonly<Record<string, BodyRule>> = {
  // Stripe's events (JSON; a Checkout Session with its line items) are a few KiB, tens at most;
  // anything far bigger is not from Stripe. The webhook route relies on this limit alone.
  "/webhooks/stripe": { maxBytes: 256 * KiB, form: false },
  // Profile's photo upload: the picture's own limit (app/features/avatars) is 200 KB; anything up to
  // here (a phone's photo, as it comes) is read and refused in the form with a sentence saying how big it was.
  "/dashboard/profile": { maxBytes: 8 * 1024 * KiB, form: true },
};

/** The rule for a path, the same for a page and its `.data` (the form's JavaScript submission), in either language. */
export function bodyRuleFor(pathname: string): BodyRule {
  return BODY_RULES[pathWithoutLocale(pathname).replace(/\.data$/, "")] ?? FORM_BODY;
}

function bodyLimitFor(pathname: string): number {
  return bodyRuleFor(pathname).maxBytes;
}

/** Whether a declared Content-Length is over the path's limit (or is not a length at all). */
export function declaredBodyTooLarge(pathname: string, contentLength: string | null | undefined): boolean {
  if (contentLength === null || contentLength === undefined) return false;
  return !/^\d+$/.test(contentLength) || Number(contentLength) > bodyLimitFor(pathname);
}

/**
 * The request with a body that fits its path's limit, or null when it does not. A declared length is
 * trusted (the HTTP layer enforces it); a body without one (chunked) is read up to the limit and no further.
 */
async function withinBodyLimit(request: Request): Promise<Request | null> {
  if (!request.body) return request;
  const { pathname } = new URL(request.url);
  const declared = request.headers.get("Content-Length");
  if (declared !== null) return declaredBodyTooLarge(pathname, declared) ? null : request;
  const limit = bodyLimitFor(pathname);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(chunk.value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Request(request, { body });
}

const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
const READ_ONLY_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Why a request that must carry a form cannot be read as one (415: not a form; 400: a form that does
 * not parse), or null when it can (or is a read, or goes to a path that takes other bodies). Checked
 * here once, so no action's `request.formData()` ever throws on what a client chose to send.
 */
async function unreadableForm(request: Request): Promise<415 | 400 | null> {
  if (READ_ONLY_METHODS.has(request.method) || !bodyRuleFor(new URL(request.url).pathname).form) return null;
  if (!FORM_TYPE.test(request.headers.get("Content-Type") ?? "")) return 415;
  try {
    await request.clone().formData();
    return null;
  } catch {
    return 400;
  }
}

/** A path that is not valid percent-encoding cannot name any page. */
function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

export function plainText(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" },
  });
}

/**
 * The request, ready for the app, or the answer that refuses it before the app sees it: 400 for a path
 * that is not valid percent-encoding, a `?_data` request, or a form that does not parse, 413 for a body
 * over its path's limit, 415 for a post to a page that is not a form.
 */
export async function admitRequest(incoming: Request): Promise<Request | Response> {
  const url = new URL(incoming.url);
  if (isMalformedPath(url.pathname)) return plainText(400, "Bad request: the address is not valid.");
  // Remix's data protocol before Single Fetch; our pages fetch `.data` instead. Remix would still run
  // the loaders, then answer an empty 200 without the route's status or headers (a lesson's 401 or
  // 403, `private, no-store`), so it is refused before any loader runs.
  if (url.searchParams.has("_data")) return plainText(400, "Bad request: data requests use the .data address.");
  const request = await withinBodyLimit(incoming);
  if (!request) return plainText(413, "The request is too large.");
  const formProblem = await unreadableForm(request);
  if (formProblem === 415) return plainText(415, "Forms must be sent as application/x-www-form-urlencoded or multipart/form-data.");
  if (formProblem === 400) return plainText(400, "Bad request: the form could not be read.");
  return request;
}
