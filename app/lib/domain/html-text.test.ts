import { describe, expect, it } from "vitest";
import { escapeHtml, textOfHtml } from "./html-text";

describe("plain text from stored HTML", () => {
  it("drops tags, keeps words together across inline tags and apart across blocks", () => {
    expect(textOfHtml("<p>Jordan&#39;s <strong>grocery</strong> envelope</p>\n<p>holds $420.</p>")).toBe(
      "Jordan's grocery envelope holds $420.",
    );
    expect(textOfHtml("Car <em>pay</em>ments")).toBe("Car payments");
    expect(textOfHtml("<ul><li>one</li><li>two</li></ul>")).toBe("one two");
  });

  it("decodes character references once, so escaped markup stays text", () => {
    expect(textOfHtml("Rent &amp; utilities &lt;b&gt; &#x2014; &#8212; &nbsp;x &unknown;")).toBe("Rent & utilities <b> — — x &unknown;");
    expect(textOfHtml("&amp;lt;")).toBe("&lt;");
  });

  it("reads a reference to no character as U+FFFD instead of throwing (a post may hold one as typed)", () => {
    expect(textOfHtml("a &#9999999; b &#x110000; c &#0; d")).toBe("a \uFFFD b \uFFFD c \uFFFD d");
  });
});

describe("escapeHtml", () => {
  it("escapes what markup or a quoted attribute could take as its own, and leaves the rest", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;");
    expect(escapeHtml("Épargne 100 $ CA")).toBe("Épargne 100 $ CA");
    // Round trip: the text the escaped form decodes to is the text.
    expect(textOfHtml(escapeHtml(`a < b & "c"`))).toBe(`a < b & "c"`);
  });
});
