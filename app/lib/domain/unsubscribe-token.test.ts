import { describe, expect, it } from "vitest";
import { signUnsubscribeClaim, verifyUnsubscribeClaim } from "./unsubscribe-token";

const SECRET = "test-secret-test-secret-test-secret-000";
const USER = "0b6f3c1e-8d0a-4a57-9f4e-2f1d3c4b5a69";

describe("unsubscribe tokens of each kind of email", () => {
  it("carry the claim they were signed with, for the list they were signed for", async () => {
    const token = await signUnsubscribeClaim("review-emails-unsubscribe", { u: USER }, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(await verifyUnsubscribeClaim("review-emails-unsubscribe", token, SECRET, ["u"])).toEqual({ u: USER });
  });

  it("are refused for another list: a community link never stops review emails, nor the other way round", async () => {
    const community = await signUnsubscribeClaim("community-unsubscribe", { u: USER, t: "thread_Ab-9" }, SECRET);
    const review = await signUnsubscribeClaim("review-emails-unsubscribe", { u: USER }, SECRET);
    expect(await verifyUnsubscribeClaim("review-emails-unsubscribe", community, SECRET, ["u"])).toBeNull();
    expect(await verifyUnsubscribeClaim("community-unsubscribe", review, SECRET, ["u"])).toBeNull();
  });

  it("are refused when a field the list needs is missing or not a string", async () => {
    const token = await signUnsubscribeClaim("community-unsubscribe", { u: USER }, SECRET);
    expect(await verifyUnsubscribeClaim("community-unsubscribe", token, SECRET, ["u", "t"])).toBeNull();
  });

  it("still read a community link made before the tokens were shared (emails already sent keep working)", async () => {
    // Signed by the community's own token module as it was before this one existed.
    const sent =
      "eyJ1IjoiMGI2ZjNjMWUtOGQwYS00YTU3LTlmNGUtMmYxZDNjNGI1YTY5IiwidCI6InRocmVhZF9BYi05In0.MNTOeGCP0MM3yI-5LJROnOddJ82aT42sNEU8ojK3xoI";
    expect(await verifyUnsubscribeClaim("community-unsubscribe", sent, SECRET, ["u", "t"])).toEqual({ u: USER, t: "thread_Ab-9" });
    expect(await signUnsubscribeClaim("community-unsubscribe", { u: USER, t: "thread_Ab-9" }, SECRET)).toBe(sent);
  });

  it.each(["", ".", "bnVsbA.c2ln", "WzFd.c2ln", "x".repeat(5000)])("refuse %j without throwing", async (token) => {
    expect(await verifyUnsubscribeClaim("review-emails-unsubscribe", token, SECRET, ["u"])).toBeNull();
  });
});
