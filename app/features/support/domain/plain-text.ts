/**
 * Messages are plain text, stored exactly as typed. To show one, it is cut into text and link pieces:
 * React escapes the text, and only http(s) addresses become links (never javascript:, data: or anything
 * else), so a message can hold any characters and still not become markup.
 */
import { escapeHtml } from "~/lib/domain/html-text";

export type TextPiece = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

/** An address starts at http:// or https:// and runs to whitespace or a character that rarely ends one. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that usually closes the sentence, not the address ("see https://example.com."). */
const TRAILING = /[.,;:!?)\]}]+$/;

export function textPieces(body: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const address = raw.replace(TRAILING, "");
    const start = match.index;
    const href = safeHref(address);
    if (!href) continue;
    if (start > last) pieces.push({ kind: "text", text: body.slice(last, start) });
    pieces.push({ kind: "link", text: address, href });
    last = start + address.length;
  }
  if (last < body.length) pieces.push({ kind: "text", text: body.slice(last) });
  return pieces;
}

/** The address as a link target when it parses as http(s) with a host; otherwise it stays text. */
function safeHref(address: string): string | null {
  if (!URL.canParse(address)) return null;
  const url = new URL(address);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname ? url.href : null;
}

/** The rel every link a person typed carries: no ranking credit, no window.opener, marked as user content. */
export const TYPED_LINK_REL = "nofollow noopener ugc";

/** A message as HTML (for emails): escaped text, safe links, line breaks kept. */
export function plainTextToHtml(body: string): string {
  return textPieces(body)
    .map((piece) =>
      piece.kind === "text"
        ? escapeHtml(piece.text).replace(/\r?\n/g, "<br>")
        : `<a href="${escapeHtml(piece.href)}" rel="${TYPED_LINK_REL}">${escapeHtml(piece.text)}</a>`,
    )
    .join("");
}
