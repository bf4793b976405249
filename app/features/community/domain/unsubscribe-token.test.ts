import { describe, expect, it } from "vitest";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token";

const SECRET = "test-secret-test-secret-test-secret-000";
const CLAIM = { userId: "0b6f3c1e-8d0a-4a57-9f4e-2f1d3c4b5a69", threadId: "thread_Ab-9" };

describe("unsubscribe tokens", () => {
  it("carry the member and the thread they were signed for, in a URL-safe string", async () => {
    const token = await signUnsubscribeToken(CLAIM, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(await verifyUnsubscribeToken(token, SECRET)).toEqual(CLAIM);
  });

  it("are refused when the payload is changed to name another member", async () => {
    const token = await signUnsubscribeToken(CLAIM, SECRET);
    const [, signature] = token.split(".");
    const forged = btoa(JSON.stringify({ u: "someone-else", t: CLAIM.threadId })).replace(/=+$/, "");
    expect(await verifyUnsubscribeToken(`${forged}.${signature}`, SECRET)).toBeNull();
  });

  it("are refused when a character of the signature is changed, or the signature is cut off", async () => {
    const token = await signUnsubscribeToken(CLAIM, SECRET);
    const last = token.at(-1) === "A" ? "B" : "A";
    expect(await verifyUnsubscribeToken(token.slice(0, -1) + last, SECRET)).toBeNull();
    expect(await verifyUnsubscribeToken(token.slice(0, -10), SECRET)).toBeNull();
    expect(await verifyUnsubscribeToken(token.split(".")[0]!, SECRET)).toBeNull();
  });

  it("are refused under another secret (a rotated SESSION_SECRET voids old links)", async () => {
    const token = await signUnsubscribeToken(CLAIM, SECRET);
    expect(await verifyUnsubscribeToken(token, `${SECRET}-rotated`)).toBeNull();
  });

  it.each(["", ".", "not-a-token", "a.b.c", "%%%.###", "x".repeat(5000)])("refuse %j without throwing", async (token) => {
    expect(await verifyUnsubscribeToken(token, SECRET)).toBeNull();
  });
});
