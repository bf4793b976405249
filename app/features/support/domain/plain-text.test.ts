import { describe, expect, it } from "vitest";
import { plainTextToHtml, textPieces } from "./plain-text";

describe("messages as plain text", () => {
  it("makes http and https addresses links and leaves the rest as text", () => {
    expect(textPieces("See https://example.com/a?b=1 and http://x.example.")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { kind: "text", text: " and " },
      { kind: "link", text: "http://x.example", href: "http://x.example/" },
      { kind: "text", text: "." },
    ]);
  });

  it("never links another scheme", () => {
    for (const body of ["javascript:alert(1)", "data:text/html,<b>x</b>", "JaVaScRiPt://https://example.com", "ftp://example.com"]) {
      expect(
        textPieces(body).filter((piece) => piece.kind === "link" && !piece.href.startsWith("https://")),
        body,
      ).toEqual([]);
    }
    expect(textPieces("javascript:alert(1)")).toEqual([{ kind: "text", text: "javascript:alert(1)" }]);
  });

  it("keeps quotes and angle brackets out of a link", () => {
    const pieces = textPieces('https://example.com/"onmouseover="alert(1)');
    expect(pieces[0]).toEqual({ kind: "link", text: "https://example.com/", href: "https://example.com/" });
  });

  it("escapes markup in the HTML form (emails) and keeps line breaks", () => {
    expect(plainTextToHtml("<script>alert('x')</script>\nhttps://example.com/?a=1&b=2")).toBe(
      "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;<br>" +
        '<a href="https://example.com/?a=1&amp;b=2" rel="nofollow noopener ugc">https://example.com/?a=1&amp;b=2</a>',
    );
  });

  it("keeps the text exactly as typed, pieces joined", () => {
    const body = "Hi <b>team</b> & friends: https://example.com/x, thanks!\n\n— Ana";
    expect(
      textPieces(body)
        .map((piece) => piece.text)
        .join(""),
    ).toBe(body);
  });
});
