import { describe, expect, it } from "vitest";
import { lessonAfterCompleting, lessonVideo, parseLessonNumber, parseProgressPlace, videoEmbedUrl } from "./lesson-rules";

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

describe("the lesson shown by Complete and continue", () => {
  const course = (...completed: boolean[]) => completed.map((done, index) => ({ lessonNumber: index + 1, completed: done }));

  it("is the next lesson in order, done or not", () => {
    expect(lessonAfterCompleting(course(false, false, false), 1)).toBe(2);
    expect(lessonAfterCompleting(course(false, true, true), 2)).toBe(3);
  });

  it("after the last lesson, is the first one still open", () => {
    expect(lessonAfterCompleting(course(true, false, true, false), 4)).toBe(2);
  });

  it("is none once every other lesson is complete: the course is finished", () => {
    expect(lessonAfterCompleting(course(true, true, false), 3)).toBeNull();
    expect(lessonAfterCompleting(course(true, false, true), 2)).toBeNull();
    expect(lessonAfterCompleting(course(true, true, true), 3)).toBeNull();
  });
});

describe("where a progress form returns without JavaScript", () => {
  it("is one of the page's own places, or nowhere in particular", () => {
    expect(parseProgressPlace("lesson-navigation")).toBe("lesson-navigation");
    expect(parseProgressPlace("lesson-progress")).toBe("lesson-progress");
    for (const other of [null, "", "main", "lesson-navigation#x"]) expect(parseProgressPlace(other)).toBeNull();
  });
});

describe("a lesson's video as served", () => {
  const MEDIA = ["https://moneywise.test", "https://media.example.com"];

  it("is shown for https addresses only, embedded where allowed", () => {
    expect(lessonVideo("https://youtu.be/dQw4w9WgXcQ")).toEqual({
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      file: null,
      watchUrl: "https://youtu.be/dQw4w9WgXcQ",
    });
    expect(lessonVideo("https://videos.example.com/day-3.mp4", null, MEDIA)).toEqual({
      embedUrl: null,
      file: null,
      watchUrl: "https://videos.example.com/day-3.mp4",
    });
    for (const unsafe of [null, "", "http://videos.example.com/a.mp4", "javascript:alert(1)", "not a url"]) {
      expect(lessonVideo(unsafe), String(unsafe)).toBeNull();
    }
  });

  it("plays a .mp4 or .webm file from a media origin in the page, with its captions from one too", () => {
    expect(lessonVideo("https://media.example.com/day-3.MP4", "https://media.example.com/day-3.en.vtt", MEDIA)).toEqual({
      embedUrl: null,
      file: {
        src: "https://media.example.com/day-3.MP4",
        type: "video/mp4",
        captions: "https://media.example.com/day-3.en.vtt",
        crossOrigin: true,
      },
      watchUrl: "https://media.example.com/day-3.MP4",
    });
    expect(lessonVideo("https://moneywise.test/media/day-3.webm?v=2", null, MEDIA)?.file).toEqual({
      src: "https://moneywise.test/media/day-3.webm?v=2",
      type: "video/webm",
      captions: null,
      crossOrigin: false,
    });
    // Captions from a host the CSP does not name would not load: none rather than a broken track.
    expect(lessonVideo("https://media.example.com/a.mp4", "https://other.example.com/a.vtt", MEDIA)?.file?.captions).toBeNull();
    expect(lessonVideo("https://media.example.com/a.mov", null, MEDIA)?.file).toBeNull();
  });
});
