/**
 * Stored HTML (sanitized when it was saved: posts, questions) as plain text, for places that print it as text:
 * the console's question tables, the report page's quote of a post. React escapes what it prints, so the
 * text can never become markup again.
 */
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * Tags dropped (a block's edge becomes a space), character references decoded (a code point no character has
 * becomes U+FFFD, never an exception), white space collapsed.
 */
export function textOfHtml(html: string): string {
  return (
    html
      // A block's edge separates words; an inline tag (emphasis, a link) sits inside one.
      .replace(/<\/?(?:p|br|div|li|ul|ol|h[1-6]|blockquote|pre|table|tr|td|th|hr)\b[^>]*>/gi, " ")
      .replace(/<[^>]*>/g, "")
      .replace(/&(?:#(\d{1,7})|#[xX]([a-fA-F0-9]{1,6})|([A-Za-z]+));/g, (match, dec: string, hex: string, name: string) => {
        if (name) return ENTITIES[name.toLowerCase()] ?? match;
        const code = dec ? Number(dec) : parseInt(hex, 16);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\uFFFD";
      })
      .replace(/\s+/g, " ")
      .trim()
  );
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text as HTML, for the emails written by hand: every character markup or an attribute could take as its own, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}
