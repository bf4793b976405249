/**
 * The free taste of a lesson shown in a course preview: the paragraphs it opens with, up to the first
 * block that is not a paragraph (a section heading, list, table, quote...), and never more than
 * `maxParagraphs`. Works on the lesson HTML the content step already sanitized, and returns only whole
 * top-level <p> elements, so the result is well-formed and holds nothing from further down.
 */
export function lessonOpening(html: string, maxParagraphs = 2): string {
  const paragraphs: string[] = [];
  let rest = html;
  while (paragraphs.length < maxParagraphs) {
    // Paragraphs cannot nest, so the first </p> after a leading <p> closes it.
    const match = /^\s*(<p>[\s\S]*?<\/p>)/.exec(rest);
    if (!match) break;
    paragraphs.push(match[1]!);
    rest = rest.slice(match[0].length);
  }
  return paragraphs.join("\n");
}
