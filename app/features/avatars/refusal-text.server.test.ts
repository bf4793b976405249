import { describe, expect, it } from "vitest";
import type { AvatarRefusal } from "./domain/avatar-rules";
import { avatarRefusalText } from "./refusal-text.server";
import { AVATAR_TEXTS } from "./texts";

const REFUSALS: AvatarRefusal[] = [
  { reason: "empty" },
  { reason: "too-big", bytes: 350 * 1024 + 1 },
  { reason: "unknown" },
  { reason: "corrupted" },
  { reason: "animated" },
  { reason: "too-large", width: 2048, height: 1536 },
];

describe("avatarRefusalText", () => {
  it("says in English exactly what AVATAR_TEXTS says", () => {
    for (const refusal of REFUSALS) expect(avatarRefusalText("en", refusal)).toBe(AVATAR_TEXTS.refusal(refusal));
  });

  it("says every refusal in French, sizes in ko", () => {
    for (const refusal of REFUSALS) expect(avatarRefusalText("fr", refusal)).not.toBe(AVATAR_TEXTS.refusal(refusal));
    expect(avatarRefusalText("fr", { reason: "too-big", bytes: 350 * 1024 + 1 })).toBe(
      "Ce fichier fait 351 ko, alors qu’une photo peut faire au plus 200 ko.",
    );
    expect(avatarRefusalText("fr", { reason: "too-large", width: 2048, height: 1536 })).toBe(
      "Cette image fait 2048×1536 pixels, alors qu’une photo peut faire au plus 1024×1024.",
    );
  });
});
