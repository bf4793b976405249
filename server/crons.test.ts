import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HOURLY_CRON, REMINDER_CRON } from "./crons";

describe("the Worker's schedule", () => {
  it("is what wrangler.toml asks Cloudflare for, so every trigger has work and every work its trigger", () => {
    const toml = readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8");
    const crons = /^crons = (\[.*\])$/m.exec(toml)?.[1];
    expect(JSON.parse(crons!)).toEqual([HOURLY_CRON, REMINDER_CRON]);
  });
});
