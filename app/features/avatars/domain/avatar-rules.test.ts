import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AVATAR_LIMITS, checkAvatar } from "./avatar-rules";

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../../tests/fixtures/avatars/${name}`, import.meta.url)));

describe("checkAvatar", () => {
  it("takes a small picture", () => {
    expect(checkAvatar(fixture("avatar.png"))).toMatchObject({ ok: true, image: { type: "image/png", width: 64, height: 64 } });
  });

  it("refuses an empty file", () => {
    expect(checkAvatar(new Uint8Array())).toEqual({ ok: false, refusal: { reason: "empty" } });
  });

  it("refuses a file over the size limit before reading it", () => {
    const big = new Uint8Array(AVATAR_LIMITS.maxBytes + 1);
    big.set(fixture("avatar.png"));
    expect(checkAvatar(big)).toEqual({ ok: false, refusal: { reason: "too-big", bytes: AVATAR_LIMITS.maxBytes + 1 } });
  });

  it("refuses a picture wider or taller than the limit", () => {
    expect(checkAvatar(fixture("wide.png"))).toEqual({ ok: false, refusal: { reason: "too-large", width: 1025, height: 8 } });
  });

  it("passes on what the image reader found", () => {
    expect(checkAvatar(new TextEncoder().encode("GIF89a......"))).toEqual({ ok: false, refusal: { reason: "unknown" } });
  });
});
