import { VIDEO_FRAME_ORIGINS } from "~/features/lesson/lesson-rules";

export interface PolicyOptions {
  /** `npm run dev` only: the browser loads hot updates from Remix's dev server and listens on its socket. */
  devServerOrigin?: string;
  /**
   * Other sites a form may lead to. Without JavaScript a form's redirect is a navigation the browser
   * checks against form-action, so Stripe's hosted pages must be named when /checkout and /billing
   * answer 303 to them, and only then; likewise a configured sign-in provider's consent page (/auth/:provider).
   */
  formActionOrigins?: readonly string[];
  /** Hosts of lesson video files and captions besides this site (MEDIA_ORIGIN). */
  mediaOrigins?: readonly string[];
}

/**
 * Headers every HTML response carries. Scripts run only with this request's nonce; no inline styles
 * are used anywhere, so style-src needs no 'unsafe-inline' either.
 */
export function contentSecurityPolicy(
  nonce: string,
  { devServerOrigin, formActionOrigins = [], mediaOrigins = [] }: PolicyOptions = {},
): string {
  const devScripts = devServerOrigin ? ` ${devServerOrigin}` : "";
  const devSocket = devServerOrigin ? ` ${devServerOrigin.replace(/^http/, "ws")}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${devScripts}`,
    "style-src 'self'",
    // Pictures from this site only: an image from another host tells that host who reads which page
    // (members' avatars are uploaded and served from here: app/features/avatars).
    "img-src 'self'",
    "font-src 'self'",
    // Lesson videos only, through their privacy-respecting players (app/features/lesson/lesson-rules.ts).
    `frame-src ${VIDEO_FRAME_ORIGINS.join(" ")}`,
    // Lesson video files and their captions: this site and the configured media host only.
    ["media-src 'self'", ...mediaOrigins].join(" "),
    `connect-src 'self'${devScripts}${devSocket}`,
    ["form-action 'self'", ...formActionOrigins].join(" "),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

export function applySecurityHeaders(headers: Headers, nonce: string, policy: PolicyOptions = {}): void {
  const isHtml = headers.get("Content-Type")?.startsWith("text/html") ?? false;
  if (isHtml) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, policy));
  headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
}

/** A stored response served again (the edge cache): the policy it was rendered with, and this response's nonce. */
export function renewNonce(headers: Headers, nonce: string): void {
  const policy = headers.get("Content-Security-Policy");
  if (policy) headers.set("Content-Security-Policy", policy.replace(/'nonce-[^']*'/, `'nonce-${nonce}'`));
}

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
