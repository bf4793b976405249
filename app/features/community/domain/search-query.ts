/**
 * The community search's pure rules (issue 25 item 7): what a typed query becomes before FTS5 sees it,
 * which page is asked for, and how a snippet's highlight markers become marked and plain runs of text.
 */

import { userText } from "~/lib/domain/user-text";

export const SEARCH_PAGE_SIZE = 20;
/** Longer input is cut, never refused: a pasted paragraph still searches for its first words. */
export const MAX_QUERY_CHARS = 200;
const MAX_TERMS = 12;
/** Deep pages cost an ever longer scan; 50 pages (1,000 posts) is more than anyone reads. */
export const MAX_SEARCH_PAGE = 50;

/** Where FTS5's snippet() marks a match: control characters, so stored text can never be taken for markup. */
export const MATCH_START = "\u0002";
export const MATCH_END = "\u0003";

export interface SearchRequest {
  /** What the box shows: the query as typed, trimmed and cut to MAX_QUERY_CHARS. */
  q: string;
  page: number;
}

export function parseSearchRequest(params: URLSearchParams): SearchRequest {
  // FTS5 reads its query up to a NUL (an unterminated string), so a query is typed text like any other;
  // a cut between an emoji's two halves leaves no half behind.
  const q = userText(params.get("q") ?? "")
    .trim()
    .slice(0, MAX_QUERY_CHARS)
    .replace(/[\uD800-\uDBFF]$/, "");
  const page = /^[1-9]\d{0,5}$/.test(params.get("page") ?? "") ? Number(params.get("page")) : 1;
  return { q, page: Math.min(page, MAX_SEARCH_PAGE) };
}

/**
 * The FTS5 query for what was typed, or null when it holds no word to look for. Each word becomes a
 * quoted string (quotes inside doubled), so FTS5's own syntax — AND, OR, NOT, NEAR, `*`, `^`, column
 * filters, parentheses, unbalanced quotes — is only ever searched for, never obeyed, and no input can
 * make the MATCH fail. Words are all required, as people expect from a search box.
 */
export function ftsQuery(q: string): string | null {
  const terms = q
    .split(/\s+/)
    // A "word" of punctuation alone has no token for unicode61 to index: it could only match nothing.
    .filter((term) => /[\p{L}\p{N}]/u.test(term))
    .slice(0, MAX_TERMS);
  if (terms.length === 0) return null;
  return terms.map((term) => `"${term.replace(/"/g, '""')}"`).join(" ");
}

export interface TextRun {
  text: string;
  match: boolean;
}

/**
 * A snippet or title from FTS5 (matches between MATCH_START and MATCH_END) as runs of text, marked or
 * not. The page renders each run as text (React escapes it), so nothing stored is ever HTML. A stray
 * marker typed into a post only moves a highlight; it cannot open anything but a run.
 */
export function matchRuns(highlighted: string): TextRun[] {
  const runs: TextRun[] = [];
  let match = false;
  let text = "";
  const flush = () => {
    const last = runs.at(-1);
    if (text && last?.match === match) last.text += text;
    else if (text) runs.push({ text, match });
    text = "";
  };
  for (const char of highlighted) {
    if (char === MATCH_START || char === MATCH_END) {
      flush();
      match = char === MATCH_START;
    } else text += char;
  }
  flush();
  return runs;
}
