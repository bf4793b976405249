import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { LINK_PROTOCOLS, POST_ATTRIBUTES, POST_TAGS, renderPostHtml, safeLinkHref } from "./post-html";
import { postHtmlProblems, XSS_CORPUS } from "./xss-corpus";

/** What a browser builds from the HTML: every element and attribute, links as the browser resolves them. */
function browserProblems(html: string): string[] {
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  const problems: string[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    if (!(POST_TAGS as readonly string[]).includes(tag)) problems.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      if (!(POST_ATTRIBUTES[tag] ?? []).includes(name)) problems.push(`${name}= on <${tag}>`);
      if (name === "href" && !(LINK_PROTOCOLS as readonly string[]).includes(new URL(value).protocol)) problems.push(`href ${value}`);
    }
  }
  return problems;
}

describe("renderPostHtml against the XSS corpus", () => {
  it.each(XSS_CORPUS.map((markdown) => [markdown]))("%j renders inert", (markdown) => {
    const html = renderPostHtml(markdown);
    expect(html).not.toBe(markdown);
    expect(postHtmlProblems(html)).toEqual([]);
    expect(browserProblems(html)).toEqual([]);
    expect(html).not.toMatch(/<(script|img|svg|iframe|style|object|embed|form|input|math|base|meta|link)\b/i);
  });

  it("shows raw HTML as the characters typed", () => {
    expect(renderPostHtml("<script>alert(1)</script>")).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
    expect(renderPostHtml("a <b onclick=x>b</b>")).toBe("<p>a &lt;b onclick=x&gt;b&lt;/b&gt;</p>");
  });

  it("keeps the words of a link whose address is not allowed, without the link", () => {
    expect(renderPostHtml("[click](javascript:alert(1))")).toBe("<p>click</p>");
    expect(renderPostHtml("[click](&#106;avascript:alert(1))")).toBe("<p>click</p>");
    expect(renderPostHtml("[local](/community)")).toBe("<p>local</p>");
  });
});

describe("renderPostHtml formatting", () => {
  it("renders paragraphs, line breaks, emphasis, strikethrough and inline code", () => {
    expect(renderPostHtml("Hello *you* and **all**\nnext ~~line~~ `a < b`\n\nSecond")).toBe(
      "<p>Hello <em>you</em> and <strong>all</strong><br>next <del>line</del> <code>a &lt; b</code></p>\n<p>Second</p>",
    );
  });

  it("renders lists, ordered ones from their first number, and task items as text", () => {
    expect(renderPostHtml("- one\n- two")).toBe("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(renderPostHtml("3. three\n4. four")).toBe('<ol start="3">\n<li>three</li>\n<li>four</li>\n</ol>');
    expect(renderPostHtml("- [x] paid the card")).toBe("<ul>\n<li>[x] paid the card</li>\n</ul>");
  });

  it("renders quotes and code blocks, the code escaped", () => {
    expect(renderPostHtml("> quoted *text*")).toBe("<blockquote>\n<p>quoted <em>text</em></p>\n</blockquote>");
    expect(renderPostHtml("```js\nif (a < b) alert('x')\n```")).toBe("<pre><code>if (a &lt; b) alert(&#39;x&#39;)</code></pre>");
  });

  it("links http, https and mailto addresses with rel=nofollow ugc noopener, bare ones too", () => {
    expect(renderPostHtml("[CRA](https://www.canada.ca/en/revenue-agency.html)")).toBe(
      '<p><a href="https://www.canada.ca/en/revenue-agency.html" rel="nofollow ugc noopener">CRA</a></p>',
    );
    expect(renderPostHtml("see https://example.com/a?b=1&c=2 or <help@example.com>")).toBe(
      '<p>see <a href="https://example.com/a?b=1&amp;c=2" rel="nofollow ugc noopener">https://example.com/a?b=1&amp;c=2</a> or ' +
        '<a href="mailto:help@example.com" rel="nofollow ugc noopener">help@example.com</a></p>',
    );
  });

  it("turns headings into bold lines, so no post outranks the page's headings", () => {
    expect(renderPostHtml("# Big\n## Smaller\nSetext\n---")).toBe(
      "<p><strong>Big</strong></p>\n<p><strong>Smaller</strong></p>\n<p><strong>Setext</strong></p>",
    );
  });

  it("shows an image as its description, linked to the picture, never as an <img>", () => {
    expect(renderPostHtml("![my budget](https://example.com/b.png)")).toBe(
      '<p><a href="https://example.com/b.png" rel="nofollow ugc noopener">my budget</a></p>',
    );
    expect(renderPostHtml("![my budget](javascript:alert(1))")).toBe("<p>my budget</p>");
  });

  it("shows a table as the text typed (a table would widen a phone's page)", () => {
    expect(renderPostHtml("| a | b |\n|---|---|\n| 1 | 2 |")).toBe("<p>| a | b |<br>|---|---|<br>| 1 | 2 |</p>");
  });

  it("keeps character references the author wrote, and escapes a bare ampersand", () => {
    expect(renderPostHtml("Tom &amp; Jerry, R&D, &copy; 2026")).toBe("<p>Tom &amp; Jerry, R&amp;D, &copy; 2026</p>");
  });

  it("reads the CRLF line endings a browser's form sends like plain newlines", () => {
    expect(renderPostHtml("one\r\ntwo\r\n\r\n<b>three</b>\r\nfour")).toBe("<p>one<br>two</p>\n<p>&lt;b&gt;three&lt;/b&gt;<br>four</p>");
  });

  it("renders nothing for an empty or blank body", () => {
    expect(renderPostHtml("")).toBe("");
    expect(renderPostHtml("  \n\n ")).toBe("");
  });
});

describe("safeLinkHref", () => {
  it("accepts absolute http, https and mailto addresses, normalised", () => {
    expect(safeLinkHref("HTTPS://Example.com/x y")).toBe("https://example.com/x%20y");
    expect(safeLinkHref("mailto:a@example.com")).toBe("mailto:a@example.com");
  });

  it("refuses other schemes however they are disguised, and addresses without a host", () => {
    for (const href of [
      "javascript:x",
      " JAVASCRIPT:x",
      "java\tscript:x",
      "&#x6A;avascript:x",
      "javascript&colon;x",
      "data:text/html,x",
      "/path",
      "//host",
      "http://",
    ]) {
      expect(safeLinkHref(href), href).toBeNull();
    }
  });
});

describe("renderPostHtml on hostile shapes of the longest body (10,000 characters)", () => {
  const longest = (body: string) => body.repeat(Math.ceil(10_000 / body.length)).slice(0, 10_000);
  // Each took from 0.3 s to 44 s in marked before the guards; a bound far above the guarded cost
  // (milliseconds) keeps this test steady on a busy machine and still catches that class coming back.
  it.each([["[a]("], ["![a]("], ["*a **b "], ["_a"], ["!"], ["["], ["> "], ["\\["]].map(([body]) => [body!]))(
    "%j renders quickly, safely",
    (body) => {
      const input = longest(body);
      const started = performance.now();
      const html = renderPostHtml(input);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(postHtmlProblems(html)).toEqual([]);
    },
  );

  it("shows a body dense with emphasis marks as the plain text typed", () => {
    expect(renderPostHtml(`**hi** ${"_".repeat(600)}`)).toBe(`<p>**hi** ${"_".repeat(600)}</p>`);
  });

  it("nests quotes and lists four deep at most, showing deeper ones as typed", () => {
    expect(renderPostHtml("> > > > > deep")).toBe(
      "<blockquote>\n<blockquote>\n<blockquote>\n<blockquote>\n<p>&gt; deep</p>\n</blockquote>\n</blockquote>\n</blockquote>\n</blockquote>",
    );
    // Thousands deep overflow marked's own recursion: the post is kept, as the plain text typed.
    expect(renderPostHtml("> ".repeat(5_000) + "x").startsWith("<p>&gt; &gt; &gt;")).toBe(true);
  });
});
