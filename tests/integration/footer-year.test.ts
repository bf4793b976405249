/**
 * The footer's copyright year comes from the root's data, in UTC, so the page the server sends and the
 * browser's render of it agree whatever zone either runs in ("Times in UTC with IANA zones").
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { servePage } from "../support/pipeline";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: false }, (loaded) => ({ build, test } = loaded));

const machineZone = process.env.TZ;
afterEach(() => {
  vi.useRealTimers();
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe("the footer's year", () => {
  it("is UTC's, sent with the root's data: New Year's Eve in Toronto is already 2027 at 00:30 UTC", async () => {
    process.env.TZ = "America/Toronto";
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-01-01T00:30:00Z") });
    const page = await servePage(build, test, "/privacy");
    expect(page.response.status).toBe(200);
    expect(page.document.querySelector("footer")!.textContent).toContain("© 2027 Moneywise.");
    // The browser renders the footer from the same data, not from its own clock.
    expect(page.html).toMatch(/\\"year\\",2027/);
  });
});
