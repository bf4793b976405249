/** Pure rules of the lesson page: which URLs name a lesson, and how a lesson's video is shown. */

/** A lesson number in a URL: a positive whole number written plainly ("3", not "03", "3.0" or "-1"). */
export function parseLessonNumber(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/**
 * Where on the lesson page each progress form sits, by element id. Without JavaScript the form's
 * redirect comes back to its own place (`#id`) rather than the top of a long page.
 */
export const PROGRESS_PLACES = ["lesson-progress", "lesson-navigation"] as const;
export type ProgressPlace = (typeof PROGRESS_PLACES)[number];

/** A form's place as posted, when it is one of the page's own (anything else is ignored). */
export function parseProgressPlace(value: FormDataEntryValue | null): ProgressPlace | null {
  return PROGRESS_PLACES.find((place) => place === value) ?? null;
}

/** The id of the lesson's heading: "Complete and continue" opens the next lesson there, past the site's header. */
export const LESSON_HEADING_ID = "lesson-title";
/** The id of the course-complete card: where finishing the course's last open lesson lands. */
export const COURSE_COMPLETE_ID = "course-complete";

/**
 * Which lesson "Complete and continue" opens once `current` is complete: none when that finishes the
 * course (every lesson complete); otherwise the next one in order, and after the last lesson the first
 * one still open (a learner who skipped one is led back to it).
 */
export function lessonAfterCompleting(lessons: readonly { lessonNumber: number; completed: boolean }[], current: number): number | null {
  const open = lessons.filter((lesson) => lesson.lessonNumber !== current && !lesson.completed);
  if (open.length === 0) return null;
  return (lessons.find((lesson) => lesson.lessonNumber > current) ?? open[0]!).lessonNumber;
}

/** Hosts the Content-Security-Policy lets the lesson page frame (server/security-headers.ts). */
export const VIDEO_FRAME_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** A lesson's video as the page shows it: the embed where one is allowed, a file's player, and the plain link. */
export interface LessonVideo {
  embedUrl: string | null;
  /**
   * A video file the site may play (.mp4 or .webm from a media origin), with its WebVTT captions when
   * given; captions from another origin than the site's load with CORS (`crossOrigin`).
   */
  file: { src: string; type: "video/mp4" | "video/webm"; captions: string | null; crossOrigin: boolean } | null;
  watchUrl: string;
}

const VIDEO_FILE_TYPES = { ".mp4": "video/mp4", ".webm": "video/webm" } as const;

/** The https URL when it is served from one of `origins` and its path ends with one of `extensions`. */
function mediaFile(address: string | null, origins: readonly string[], extensions: readonly string[]): URL | null {
  if (!address || !URL.canParse(address)) return null;
  const url = new URL(address);
  const path = url.pathname.toLowerCase();
  return url.protocol === "https:" && origins.includes(url.origin) && extensions.some((extension) => path.endsWith(extension)) ? url : null;
}

/**
 * The lesson's stored video address, checked on the server before it reaches the page: https only
 * (anything else is not shown at all), embedded where the host has a privacy-respecting player, and
 * played by the browser itself when it is a file on a host the CSP's media-src names (`mediaOrigins`,
 * the site's own first).
 */
export function lessonVideo(
  videoUrl: string | null,
  captionsUrl: string | null = null,
  mediaOrigins: readonly string[] = [],
): LessonVideo | null {
  if (!videoUrl || !URL.canParse(videoUrl) || new URL(videoUrl).protocol !== "https:") return null;
  const file = mediaFile(videoUrl, mediaOrigins, Object.keys(VIDEO_FILE_TYPES));
  const extension = file?.pathname.toLowerCase().slice(file.pathname.lastIndexOf(".")) as keyof typeof VIDEO_FILE_TYPES | undefined;
  const captions = mediaFile(captionsUrl, mediaOrigins, [".vtt"]);
  return {
    embedUrl: videoEmbedUrl(videoUrl),
    file:
      file && extension
        ? {
            src: file.href,
            type: VIDEO_FILE_TYPES[extension],
            captions: captions?.href ?? null,
            crossOrigin: captions !== null && captions.origin !== mediaOrigins[0],
          }
        : null,
    watchUrl: videoUrl,
  };
}

/**
 * A privacy-respecting embed for a lesson's video: YouTube through youtube-nocookie.com (no cookies
 * until the learner plays it) and Vimeo with do-not-track. Anything else has no embed; the page then
 * shows the plain link alone.
 */
export function videoEmbedUrl(videoUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  let youtubeId: string | null = null;
  if (host === "youtube.com" && url.pathname === "/watch") youtubeId = url.searchParams.get("v");
  else if (host === "youtu.be") youtubeId = url.pathname.slice(1);
  else if ((host === "youtube.com" || host === "youtube-nocookie.com") && url.pathname.startsWith("/embed/")) {
    youtubeId = url.pathname.slice("/embed/".length);
  }
  if (youtubeId && YOUTUBE_ID.test(youtubeId)) return `${VIDEO_FRAME_ORIGINS[0]}/embed/${youtubeId}`;
  const vimeoId = host === "vimeo.com" ? url.pathname.slice(1) : null;
  if (vimeoId && VIMEO_ID.test(vimeoId)) return `${VIDEO_FRAME_ORIGINS[1]}/video/${vimeoId}?dnt=1`;
  return null;
}

/** Why a lesson URL shows no lesson: 'Invalid lesson URL', 'Lesson not found', 'Failed to load lesson' (and a worksheet URL of a lesson without one). */
export type LessonProblemKind = "invalid" | "not-found" | "no-worksheet" | "failed";

/**
 * A lesson problem's words in the page's language, sent with the error answer itself (its error page
 * has no loader data to read them from): the heading, the sentence, the way back, and the description
 * of the lesson's and the worksheet's page.
 */
export interface LessonProblemWords {
  title: string;
  text: string;
  back: string;
  lessonDescription: string;
  worksheetDescription: string;
}
