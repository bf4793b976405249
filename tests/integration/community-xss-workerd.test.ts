/**
 * The post renderer inside workerd, where posts are saved in production (issue 25 item 3, ADR 036):
 * post-html.ts is bundled the way the Worker build bundles it (same conditions and main fields as
 * remix.config.js) and run in workerd by miniflare over the whole XSS corpus. A sanitizer that needs
 * a DOM would crash here or hand its input back unchanged (DESIGN.md trap 5); this one must not.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderPostHtml } from "~/features/community/domain/post-html";
import { postHtmlProblems, XSS_CORPUS } from "~/features/community/domain/xss-corpus";
import { inWorkerdModule } from "../support/workerd-module";

const domain = path.resolve("app/features/community/domain");
const worker = inWorkerdModule(
  `
        import { renderPostHtml } from ${JSON.stringify(path.join(domain, "post-html.ts"))};
        import { XSS_CORPUS } from ${JSON.stringify(path.join(domain, "xss-corpus.ts"))};
        export default {
          async fetch(request) {
            const bodies = request.method === "POST" ? await request.json() : XSS_CORPUS;
            return Response.json(bodies.map((body) => renderPostHtml(body)));
          },
        };`,
  domain,
);

describe("renderPostHtml in workerd", () => {
  it("renders every corpus body inert, never as it was typed, and exactly as Node does", async () => {
    const outputs = (await worker.dispatch({ method: "GET" })) as string[];
    expect(outputs).toHaveLength(XSS_CORPUS.length);
    XSS_CORPUS.forEach((markdown, index) => {
      const html = outputs[index]!;
      expect(html, markdown).not.toBe(markdown);
      expect(postHtmlProblems(html), markdown).toEqual([]);
      expect(html, markdown).toBe(renderPostHtml(markdown));
    });
  });

  it("renders the allowed formatting", async () => {
    const outputs = await worker.dispatch({ method: "POST", body: ["**Paid off** my card!\n\n- [CRA](https://www.canada.ca)\n\n> `tip`"] });
    expect(outputs).toEqual([
      '<p><strong>Paid off</strong> my card!</p>\n<ul>\n<li><a href="https://www.canada.ca/" rel="nofollow ugc noopener">CRA</a></li>\n</ul>\n' +
        "<blockquote>\n<p><code>tip</code></p>\n</blockquote>",
    ]);
  });
});
