import { VIDEO_FRAME_ORIGINS } from "../app/features/lesson/lesson-rules";

/**
 * Headers every HTML response carries. Scripts run only with this request's nonce; no inline styles
 * are used anywhere, so style-src needs no 'unsafe-inline' either.
 */
export function contentSecurityPolicy(nonce: string, devServerOrigin?: string): string {
  // `npm run dev` only: the browser loads hot updates from Remix's dev server and listens on its socket.
  const devScripts = devServerOrigin ? ` ${devServerOrigin}` : "";
  const devSocket = devServerOrigin ? ` ${devServerOrigin.replace(/^http/, "ws")}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${devScripts}`,
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    // Lesson videos only, through their privacy-respecting players (app/features/lesson/lesson-rules.ts).
    `frame-src ${VIDEO_FRAME_ORIGINS.join(" ")}`,
    `connect-src 'self'${devScripts}${devSocket}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

export function applySecurityHeaders(headers: Headers, nonce: string, devServerOrigin?: string): void {
  const isHtml = headers.get("Content-Type")?.startsWith("text/html") ?? false;
  if (isHtml) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, devServerOrigin));
  headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
}

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
