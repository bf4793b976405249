import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withParts } from "./rich-text";

describe("withParts", () => {
  it("puts elements where the sentence's placeholders are, in the sentence's own order", () => {
    const sentence = withParts("Nous rembourserons {amount} pour {title}.", { title: <strong>Cours</strong>, amount: <em>59 $</em> });
    expect(renderToStaticMarkup(<p>{sentence}</p>)).toBe("<p>Nous rembourserons <em>59 $</em> pour <strong>Cours</strong>.</p>");
  });

  it("leaves a placeholder without a part as written, and a sentence without placeholders as it is", () => {
    expect(withParts("Verify at {address}", {})).toEqual(["Verify at ", "{address}", ""]);
    expect(withParts("No placeholder", { title: "x" })).toEqual(["No placeholder"]);
  });
});
