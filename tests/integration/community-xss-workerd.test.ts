/**
 * The post renderer inside workerd, where posts are saved in production (issue 25 item 3, ADR 036):
 * post-html.ts is bundled the way the Worker build bundles it (same conditions and main fields as
 * remix.config.js) and run in workerd by miniflare over the whole XSS corpus. A sanitizer that needs
 * a DOM would crash here or hand its input back unchanged (DESIGN.md trap 5); this one must not.
 */
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPostHtml } from "~/features/community/domain/post-html";
import { postHtmlProblems, XSS_CORPUS } from "~/features/community/domain/xss-corpus";

const domain = path.resolve("app/features/community/domain");
let worker: Miniflare;

beforeAll(async () => {
  const bundle = await build({
    stdin: {
      contents: `
        import { renderPostHtml } from ${JSON.stringify(path.join(domain, "post-html.ts"))};
        import { XSS_CORPUS } from ${JSON.stringify(path.join(domain, "xss-corpus.ts"))};
        export default {
          async fetch(request) {
            const bodies = request.method === "POST" ? await request.json() : XSS_CORPUS;
            return Response.json(bodies.map((body) => renderPostHtml(body)));
          },
        };`,
      resolveDir: domain,
      loader: "ts",
    },
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
  });
  worker = new Miniflare({
    modules: true,
    compatibilityDate: "2025-04-01",
    compatibilityFlags: ["nodejs_compat"],
    script: bundle.outputFiles[0]!.text,
  });
}, 60_000);

afterAll(async () => {
  await worker?.dispose();
});

describe("renderPostHtml in workerd", () => {
  it("renders every corpus body inert, never as it was typed, and exactly as Node does", async () => {
    const response = await worker.dispatchFetch("http://worker/");
    const outputs = (await response.json()) as string[];
    expect(outputs).toHaveLength(XSS_CORPUS.length);
    XSS_CORPUS.forEach((markdown, index) => {
      const html = outputs[index]!;
      expect(html, markdown).not.toBe(markdown);
      expect(postHtmlProblems(html), markdown).toEqual([]);
      expect(html, markdown).toBe(renderPostHtml(markdown));
    });
  });

  it("renders the allowed formatting", async () => {
    const response = await worker.dispatchFetch("http://worker/", {
      method: "POST",
      body: JSON.stringify(["**Paid off** my card!\n\n- [CRA](https://www.canada.ca)\n\n> `tip`"]),
    });
    expect(await response.json()).toEqual([
      '<p><strong>Paid off</strong> my card!</p>\n<ul>\n<li><a href="https://www.canada.ca/" rel="nofollow ugc noopener">CRA</a></li>\n</ul>\n' +
        "<blockquote>\n<p><code>tip</code></p>\n</blockquote>",
    ]);
  });
});
