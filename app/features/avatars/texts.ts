import { AVATAR_LIMITS, type AvatarRefusal } from "./domain/avatar-rules";

/** A size in whole kilobytes, rounded up, as the photo form's sentences write it (no grouping: "1024"). */
export const avatarSizeText = (bytes: number) => String(Math.ceil(bytes / 1024));
const kilobytes = (bytes: number) => `${avatarSizeText(bytes)} KB`;
const { maxBytes, maxSide } = AVATAR_LIMITS;

/**
 * Profile's photo form: its labels, and a sentence for every file it refuses, in English (the tests read
 * them here). The pages show them in their language: the `account.photo.*` and `account.form.photo*`
 * catalogue texts (./refusal-text.server.ts for the refusals).
 */
export const AVATAR_TEXTS = {
  label: "Photo",
  choose: "Choose a picture",
  hint: `A PNG, JPEG or WebP picture, up to ${kilobytes(maxBytes)} and ${maxSide}×${maxSide} pixels. Other members see it beside your posts.`,
  upload: "Upload photo",
  uploading: "Uploading...",
  remove: "Remove photo",
  removing: "Removing...",
  noFile: "Choose a picture to upload.",
  uploaded: { title: "Photo saved", description: "Your new photo is shown beside your name" },
  removed: { title: "Photo removed", description: "Your initials are shown instead" },
  saveFailed: "Your photo could not be saved. Please try again.",
  refusal(refusal: AvatarRefusal): string {
    switch (refusal.reason) {
      case "empty":
        return "That file is empty. Choose a PNG, JPEG or WebP picture.";
      case "too-big":
        return `That file is ${kilobytes(refusal.bytes)}; a photo can be up to ${kilobytes(maxBytes)}.`;
      case "unknown":
        return "That file is not a PNG, JPEG or WebP picture.";
      case "corrupted":
        return "That picture could not be read: the file is damaged or incomplete.";
      case "animated":
        return "Choose a still picture: animated pictures are not accepted.";
      case "too-large":
        return `That picture is ${refusal.width}×${refusal.height} pixels; a photo can be up to ${maxSide}×${maxSide}.`;
    }
  },
};
