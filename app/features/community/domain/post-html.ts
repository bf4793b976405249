/**
 * Markdown → the HTML a post is stored and served as. Runs where the post is saved: in Node and on the
 * Worker, so it may not need a DOM (DESIGN.md trap 5). Placeholder until ADR 036's renderer lands:
 * it escapes everything, so it is safe but shows Markdown as typed.
 */
export function renderPostHtml(markdown: string): string {
  const escaped = markdown.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
  return escaped
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}
