/**
 * The spec's failure messages where those failures can happen (issue 22): a password reset whose link
 * cannot be made, and a profile that cannot be read, answer with the spec's text (and a destructive
 * 'Error' toast) instead of a 500, and log the cause for the operator.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { action as resetAction } from "~/routes/reset-password";
import { AUTH_TEXTS } from "~/lib/services/auth/texts";
import { loadServerBuild } from "../../server/node";
import { formRequest } from "../support/account-actions";
import { createTestDatabase } from "../support/database";
import { createSignedInUser } from "../support/loaders";
import { servePage } from "../support/pipeline";
import { routeResult } from "../support/route-result";

let build: ServerBuild;
let test: Awaited<ReturnType<typeof createTestDatabase>>;
let consoleError: MockInstance;

beforeAll(async () => {
  build = await loadServerBuild();
});
beforeEach(async () => {
  test = await createTestDatabase();
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  test.cleanup();
});

const logged = () => consoleError.mock.calls.flat().map(String).join("\n");
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim();

describe("a password reset whose link cannot be made", () => {
  it("says 'Failed to send password reset email. Please try again.', for any address alike", async () => {
    const email = "ana@example.com";
    await createSignedInUser(test, { email });
    await test.client.execute("alter table one_time_tokens rename to one_time_tokens_gone");
    for (const address of [email, "nobody@example.com"]) {
      const answer = routeResult(
        await resetAction({ request: formRequest("/reset-password", { email: address }), params: {}, context: test.requestContext() }),
      );
      expect(answer.status).toBe(500);
      expect(answer.value.errors.form).toBe(AUTH_TEXTS.resetFailed);
    }
    expect(logged()).toMatch(/one_time_tokens/);
    expect(test.outbox).toEqual([]);
  });
});

describe("a profile that cannot be read", () => {
  it("shows the profile page with the spec's 'Error' toast and message, and no form that would save blanks", async () => {
    const { cookie } = await createSignedInUser(test);
    await test.client.execute("alter table profiles rename to profiles_gone");
    const { response, document, html } = await servePage(build, test, "/dashboard/profile", { cookie });
    // This failed with a 500 about once in ten full runs: reporting the failed read threw (reading its stack ran
    // vitest's source-map hook, which overflowed the call stack), fixed in report-error.server.ts. Should it fail
    // again, the message says what was logged.
    expect(response.status, `${text(document.querySelector("h1"))}\n${logged()}`).toBe(200);
    const toast = document.querySelector('[data-testid="toast"]');
    expect(text(toast?.querySelector("p"))).toBe(AUTH_TEXTS.errorTitle);
    expect(text(toast)).toContain(AUTH_TEXTS.profileLoadFailed);
    expect(text(document.querySelector("h1"))).toBe("Profile Settings");
    expect(document.querySelector('input[name="firstName"]')).toBeNull();
    expect(html).not.toMatch(/profiles_gone|Failed query/);
    expect(logged()).toMatch(/Profile load failed/);
  });
});
