/**
 * Markdown → the HTML a post is stored and served as (ADR 036). Runs where the post is saved: in Node
 * and on the Worker, so it needs no DOM (DESIGN.md trap 5: DOMPurify cannot sanitize in workerd).
 *
 * Safe by construction rather than by cleaning: marked only tokenizes, and this module writes every
 * tag itself from an allow-list. Text is always escaped; raw HTML, images, headings, tables and any
 * token type this module does not know (a future marked's, say) come out as escaped text or plain
 * formatting, never as markup. Links keep only absolute http, https and mailto addresses.
 */
import { Lexer, Tokenizer, type Token, type Tokens } from "marked";

/** Every tag a post's HTML may hold (the XSS corpus test checks the output against this list). */
export const POST_TAGS = ["p", "br", "em", "strong", "del", "code", "pre", "blockquote", "ul", "ol", "li", "a"] as const;
/** Every attribute, by tag; all others are never written. */
export const POST_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ["href", "rel"], ol: ["start"] };
export const LINK_PROTOCOLS = ["http:", "https:", "mailto:"] as const;
/** Search engines give user-written links no weight; no linked page gets a handle on ours. */
export const LINK_REL = "nofollow ugc noopener";

/** Everything that could start markup or end an attribute, entities included. */
function escapeAll(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/**
 * Text as the author typed it. A character reference they wrote (`&amp;`, `&#169;`) is kept: in text
 * the browser decodes it to one character, never to markup, and CommonMark says it is meant that way.
 */
function escapeText(text: string): string {
  return text.replace(/[<>"']|&(?!(?:#\d{1,7}|#[Xx][a-fA-F0-9]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});)/g, (char) => ESCAPES[char]!);
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** The numeric and the few named references a link address might be disguised with, decoded as a browser would. */
function decodeReferences(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([a-fA-F0-9]{1,6})|(amp|lt|gt|quot|apos|colon|tab|newline|sol|period|lpar|rpar));?/gi,
    (match, dec, hex, name) => {
      if (name) return NAMED[name.toLowerCase()] ?? match;
      const code = dec ? Number(dec) : parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\uFFFD";
    },
  );
}

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  period: ".",
  lpar: "(",
  rpar: ")",
};

/**
 * The address a link may point to, as the browser will read it, or null. Parsed by the URL standard
 * (which drops the tabs, newlines and leading controls browsers drop), so `java&#x09;script:`,
 * ` JaVaScRiPt:` and `javascript&colon;` are judged by the scheme the browser would see. Relative
 * addresses are refused: a post is shown on several pages, and a bare path would mean different things.
 */
export function safeLinkHref(href: string): string | null {
  let url: URL;
  try {
    url = new URL(decodeReferences(href));
  } catch {
    return null;
  }
  if (!(LINK_PROTOCOLS as readonly string[]).includes(url.protocol)) return null;
  if (url.protocol !== "mailto:" && !url.hostname) return null;
  // The URL standard lets a few quote characters through (in a host, say); written encoded, an address
  // is one plain token wherever it is pasted.
  return url.href.replace(/["'<>`]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function link(href: string, inner: string): string {
  return `<a href="${escapeAll(href)}" rel="${LINK_REL}">${inner}</a>`;
}

/** The plain text inside inline tokens (an image's alt text): what the reader would read. */
function plainText(tokens: readonly Token[] | undefined, fallback: string): string {
  if (!tokens || tokens.length === 0) return fallback;
  return tokens.map((token) => ("tokens" in token && token.tokens ? plainText(token.tokens, "") : "text" in token ? token.text : "")).join("");
}

function inline(tokens: readonly Token[] | undefined): string {
  return (tokens ?? []).map(inlineToken).join("");
}

function inlineToken(token: Token): string {
  switch (token.type) {
    case "text":
      return "tokens" in token && token.tokens ? inline(token.tokens) : escapeText(token.text);
    case "escape":
      return escapeAll(token.text);
    case "strong":
      return `<strong>${inline(token.tokens)}</strong>`;
    case "em":
      return `<em>${inline(token.tokens)}</em>`;
    case "del":
      return `<del>${inline(token.tokens)}</del>`;
    case "codespan":
      return `<code>${escapeAll(token.text)}</code>`;
    case "br":
      return "<br>";
    case "link": {
      const { href, tokens } = token as Tokens.Link;
      const inner = inline(tokens);
      const safe = safeLinkHref(href);
      return safe ? link(safe, inner) : inner;
    }
    case "image": {
      // No <img>: a picture from anywhere would load for every reader (tracking, size, content). Its
      // description is kept, linked to the picture when the address is allowed.
      const { href, text, tokens } = token as Tokens.Image;
      const description = escapeText(plainText(tokens, text));
      const safe = safeLinkHref(href);
      return safe ? link(safe, description || escapeAll(safe)) : description;
    }
    default:
      // Raw HTML (`html`/`tag` tokens) and anything unknown: the author's characters, shown as typed.
      return escapeAll(token.raw);
  }
}

/**
 * Quotes and lists nest this deep at most; a deeper one is shown as the text typed. Each level
 * indents, and a post is read on a 320-pixel phone.
 */
const MAX_NESTING = 4;

/** Block-level tokens; `tight` list items hold bare text instead of paragraphs. */
function block(tokens: readonly Token[] | undefined, depth: number): string {
  return (tokens ?? []).map((token) => blockToken(token, depth)).join("");
}

function blockToken(token: Token, depth: number): string {
  switch (token.type) {
    case "space":
    case "def":
    case "hr":
      // A reference definition is used by its links; a rule is decoration the post can do without.
      return "";
    case "paragraph":
      return `<p>${inline(token.tokens)}</p>\n`;
    case "text":
      // A tight list item's text (with inline tokens), or loose text at the top.
      return "tokens" in token && token.tokens ? inline(token.tokens) : escapeText(token.text);
    case "heading":
      // The page's title is its only large heading (and the page's h2s its sections): a post's heading
      // is a bold line, so no post can break the page's outline.
      return `<p><strong>${inline(token.tokens)}</strong></p>\n`;
    case "code":
      return `<pre><code>${escapeAll((token as Tokens.Code).text)}</code></pre>\n`;
    case "blockquote":
      return depth >= MAX_NESTING ? paragraphOf(token.raw) : `<blockquote>\n${block(token.tokens, depth + 1)}</blockquote>\n`;
    case "list": {
      const list = token as Tokens.List;
      if (depth >= MAX_NESTING) return paragraphOf(list.raw);
      const start =
        list.ordered && typeof list.start === "number" && Number.isSafeInteger(list.start) && list.start !== 1 ? ` start="${list.start}"` : "";
      const tag = list.ordered ? "ol" : "ul";
      const items = list.items
        .map((item) => `<li>${item.task ? (item.checked ? "[x] " : "[ ] ") : ""}${block(item.tokens, depth + 1)}</li>\n`)
        .join("");
      return `<${tag}${start}>\n${items}</${tag}>\n`;
    }
    default:
      // Raw HTML blocks, tables and anything unknown: the author's text, escaped, line breaks kept.
      return paragraphOf(token.raw);
  }
}

function paragraphOf(raw: string): string {
  const text = raw.trim();
  return text ? `<p>${escapeAll(text).replace(/\r?\n/g, "<br>")}</p>\n` : "";
}

/**
 * marked's link rule backtracks over the rest of a paragraph for every `[` or `![` that has no `)`
 * after it: 10,000 characters of `[a](` took 44 s (markedjs/marked#4070, GHSA-66g2-49g4-pwrq). With no
 * `)` ahead no link can match, so the attempt is skipped; with one, the rule ends at it.
 */
class BoundedTokenizer extends Tokenizer {
  override link(src: string) {
    return src.includes(")") ? super.link(src) : undefined;
  }
}

/**
 * Emphasis delimiters (`*`, `_`, `~`) are matched pairwise, and each `!` is tried as an image, in time
 * that grows with their count times the paragraph's length: about a second for 10,000 characters of
 * `*a **b `, 0.3 s for 10,000 `!`. Real posts use a handful; past this many the post is shown as plain
 * text, so saving one costs milliseconds wherever it runs.
 */
const MAX_COSTLY_MARKS = 500;

function costlyMarks(markdown: string): number {
  let count = 0;
  for (const char of markdown) if (char === "*" || char === "_" || char === "~" || char === "!") count += 1;
  return count;
}

/** The text as typed, escaped, in paragraphs and line breaks: the renderer's fallback. */
function plainHtml(markdown: string): string {
  return markdown
    .split(/(?:\r?\n[ \t]*){2,}/)
    .map(paragraphOf)
    .join("")
    .trim();
}

export function renderPostHtml(markdown: string): string {
  if (costlyMarks(markdown) > MAX_COSTLY_MARKS) return plainHtml(markdown);
  try {
    // GitHub-flavoured (strikethrough, autolinked addresses), and one newline is a line break, as in a chat.
    return block(new Lexer({ gfm: true, breaks: true, tokenizer: new BoundedTokenizer() }).lex(markdown), 0).trim();
  } catch {
    // Thousands of nested quotes or lists overflow marked's recursion: the post is kept, as plain text.
    return plainHtml(markdown);
  }
}
