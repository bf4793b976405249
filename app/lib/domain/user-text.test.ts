import { describe, expect, it } from "vitest";
import { userText } from "./user-text";

describe("userText", () => {
  it("replaces a NUL with U+FFFD, as CommonMark does", () => {
    expect(userText("**bold\u0000 text**")).toBe("**bold\uFFFD text**");
    expect(userText("\u0000\u0000")).toBe("\uFFFD\uFFFD");
  });

  it("drops every other C0 control and DEL", () => {
    const controls = [...Array(32).keys(), 0x7f]
      .filter((code) => ![0x00, 0x09, 0x0a, 0x0d].includes(code))
      .map((code) => String.fromCharCode(code));
    expect(controls).toHaveLength(29);
    for (const control of controls) expect(userText(`a${control}b`), `U+${control.charCodeAt(0).toString(16)}`).toBe("ab");
    expect(userText(`x${controls.join("")}y`)).toBe("xy");
  });

  it("keeps tab, line feed, carriage return and all other text as typed", () => {
    const typed = "Line one\r\nLine\ttwo\nMarie-Ève 💸 €1,000 \u00a0\u0080\u200b";
    expect(userText(typed)).toBe(typed);
  });
});
