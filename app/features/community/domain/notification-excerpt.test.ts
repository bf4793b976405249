import { describe, expect, it } from "vitest";
import { EXCERPT_LENGTH, plainExcerpt } from "./notification-excerpt";

describe("a post's excerpt for its notification email", () => {
  it("takes out Markdown's marks and keeps the words", () => {
    const markdown =
      "## Tip\n\n> Pay **yourself** first, then _the rest_.\n\n- See [the budget tool](https://moneywise.example/tools) and `50/30/20`";
    expect(plainExcerpt(markdown)).toBe("Tip Pay yourself first, then the rest. See the budget tool and 50/30/20");
  });

  it("keeps raw HTML as the text it is, for the email to escape (never markup it renders)", () => {
    expect(plainExcerpt('<img src=x onerror="alert(1)"> hi')).toBe('<img src=x onerror="alert(1)"> hi');
  });

  it("cuts a long post at a word, with an ellipsis, within the length", () => {
    const excerpt = plainExcerpt("word ".repeat(200));
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(excerpt).toMatch(/word…$/);
  });

  it("folds line breaks and runs of spaces into single spaces", () => {
    expect(plainExcerpt("  one\n\n\ttwo   three \n")).toBe("one two three");
  });
});
