import { describe, expect, it } from "vitest";
import { parseLessonNumber, videoEmbedUrl } from "./lesson-rules";

describe("lesson numbers in URLs", () => {
  it("accepts positive whole numbers only", () => {
    expect(parseLessonNumber("1")).toBe(1);
    expect(parseLessonNumber("17")).toBe(17);
    for (const bad of [undefined, "", "0", "-1", "03", "1.5", "2e1", "one", " 1", "9999999"]) {
      expect(parseLessonNumber(bad), String(bad)).toBeNull();
    }
  });
});

describe("lesson video embeds", () => {
  it("embeds YouTube through youtube-nocookie.com, whatever form the link takes", () => {
    for (const link of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(videoEmbedUrl(link), link).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    }
  });

  it("embeds Vimeo with do-not-track", () => {
    expect(videoEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871?dnt=1");
  });

  it("has no embed for other hosts, plain http or odd ids (the page shows the link instead)", () => {
    for (const link of [
      "https://example.com/video.mp4",
      "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=<script>",
      "https://vimeo.com/channels/staff",
      "not a url",
    ]) {
      expect(videoEmbedUrl(link), link).toBeNull();
    }
  });
});
