/** Pure rules of the lesson page: which URLs name a lesson, and how a lesson's video is shown. */

/** A lesson number in a URL: a positive whole number written plainly ("3", not "03", "3.0" or "-1"). */
export function parseLessonNumber(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/** Hosts the Content-Security-Policy lets the lesson page frame (server/security-headers.ts). */
export const VIDEO_FRAME_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;

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

/** Why a lesson URL shows no lesson: 'Invalid lesson URL', 'Lesson not found', 'Failed to load lesson'. */
export type LessonProblemKind = "invalid" | "not-found" | "failed";
