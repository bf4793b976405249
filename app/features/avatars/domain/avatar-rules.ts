import { readImage, type ImageFile, type ImageProblem } from "./image-file";

/** What an avatar may be (issue 36 item 7): small enough to serve from the database on every thread page. */
export const AVATAR_LIMITS = { maxBytes: 200 * 1024, maxSide: 1024 } as const;

export type AvatarRefusal =
  { reason: "empty" } | { reason: "too-big"; bytes: number } | { reason: ImageProblem } | { reason: "too-large"; width: number; height: number };

/** The picture to store, or why it cannot be a member's avatar; judged on the file's bytes alone. */
export function checkAvatar(bytes: Uint8Array): { ok: true; image: ImageFile } | { ok: false; refusal: AvatarRefusal } {
  if (bytes.length === 0) return { ok: false, refusal: { reason: "empty" } };
  if (bytes.length > AVATAR_LIMITS.maxBytes) return { ok: false, refusal: { reason: "too-big", bytes: bytes.length } };
  const read = readImage(bytes);
  if (!read.ok) return { ok: false, refusal: { reason: read.problem } };
  const { width, height } = read.image;
  if (width > AVATAR_LIMITS.maxSide || height > AVATAR_LIMITS.maxSide) return { ok: false, refusal: { reason: "too-large", width, height } };
  return read;
}
