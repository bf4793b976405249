/**
 * A short plain-text excerpt of a post for its notification email, made from the Markdown the member
 * typed: Markdown's marks are taken out (a link keeps its words, code keeps its text), whitespace is
 * folded into single spaces, and a long post is cut at a word with an ellipsis. The result is text,
 * never HTML: the email's HTML part escapes it like any other text.
 */
export const EXCERPT_LENGTH = 200;

export function plainExcerpt(markdown: string, maxLength = EXCERPT_LENGTH): string {
  const text = markdown
    // Fenced code: keep the code, drop the fences and their language.
    .replace(/^\s*(```|~~~)[^\n]*$/gm, " ")
    // Images and links keep their words: ![alt](src) → alt, [words](url) → words.
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    // Autolinks keep their address.
    .replace(/<((?:https?|mailto):[^>\s]+)>/g, "$1")
    // Line starts: headings, quotes, list bullets and numbers.
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)+/gm, "")
    // Emphasis, strong, strike-through and inline code marks.
    .replace(/(\*\*|__|~~|[*_`])/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > maxLength / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
