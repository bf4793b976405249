import { describe, expect, it } from "vitest";
import { postingBlock, postingRefusal, type PostingFacts } from "./domain/community-rules";
import { postingRefusalIn, postSchemasIn, reportSchemaIn, whenAgainIn } from "./words.server";

const NOW = new Date("2026-11-26T15:00:00Z");
const MINUTE = 60_000;
const facts: PostingFacts = {
  accountCreatedAt: new Date("2026-01-01T00:00:00Z"),
  hasPaid: false,
  emailVerified: true,
  suspendedUntil: null,
  threadLocked: false,
  recentPosts: [],
  timeZone: "America/Toronto",
};

describe("a refused post's sentence in the page's language", () => {
  it("is the domain's own English sentence in English", () => {
    const suspended = { ...facts, suspendedUntil: new Date("2026-12-03T14:30:00Z") };
    expect(postingRefusalIn("en", suspended, NOW)).toEqual(postingRefusal(suspended, NOW));
    expect(postingRefusalIn("en", facts, NOW)).toBeNull();
  });

  it("says in French why, and when to try again on the member's clock", () => {
    const suspended = postingRefusalIn("fr", { ...facts, suspendedUntil: new Date("2026-12-03T14:30:00Z") }, NOW);
    expect(suspended?.kind).toBe("suspended");
    expect(suspended?.message).toMatch(/^L’équipe vous a suspendu de la publication\. Vous pourrez publier de nouveau le jeu\. 3 déc\..*HNE\.$/);
    const burst = Array.from({ length: 5 }, (_, index) => new Date(NOW.getTime() - (index + 1) * MINUTE));
    expect(postingRefusalIn("fr", { ...facts, recentPosts: burst }, NOW)?.message).toMatch(/dans 5 minutes\.$/);
    expect(postingRefusalIn("fr", { ...facts, threadLocked: true }, NOW)?.message).toBe(
      "Ce fil est verrouillé : l’équipe l’a fermé aux nouveaux messages.",
    );
  });

  it("words the wait: a minute, minutes, or the moment", () => {
    expect(whenAgainIn("fr", new Date(NOW.getTime() + 30_000), "America/Toronto", NOW)).toBe("dans une minute");
    expect(whenAgainIn("fr", new Date(NOW.getTime() + 7 * MINUTE), "America/Toronto", NOW)).toBe("dans 7 minutes");
    expect(whenAgainIn("fr", new Date(NOW.getTime() + 3 * 60 * MINUTE), "America/Toronto", NOW)).toMatch(/^le jeu\. 26 nov\., .* HNE$/);
    expect(whenAgainIn("en", new Date(NOW.getTime() + 7 * MINUTE), "America/Toronto", NOW)).toBe("in 7 minutes");
  });

  it("gives the block's kind and moment to the edge", () => {
    expect(postingBlock({ ...facts, emailVerified: false }, NOW)).toEqual({ kind: "unverified", again: null });
    const young = postingBlock({ ...facts, accountCreatedAt: new Date(NOW.getTime() - 60 * MINUTE) }, NOW);
    expect(young).toEqual({ kind: "new-account", again: new Date(NOW.getTime() + 23 * 60 * MINUTE) });
  });
});

describe("the forms' messages in French", () => {
  it("say what is wrong with a post, a thread and a report", () => {
    const { replySchema, threadSchema } = postSchemasIn("fr");
    expect(replySchema.safeParse({ body: " " }).error?.issues[0]?.message).toBe("Écrivez quelque chose à publier.");
    expect(replySchema.safeParse({ body: "x".repeat(10_001) }).error?.issues[0]?.message).toMatch(/^Votre message compte 10.001 caractères/);
    expect(threadSchema.safeParse({ category: "nope", title: "t", body: "b" }).error?.issues[0]?.message).toBe(
      "Choisissez une catégorie pour votre fil.",
    );
    expect(reportSchemaIn("fr").safeParse({ kind: "other", details: "" }).error?.issues[0]?.message).toBe(
      "Dites-nous ce qui ne va pas si vous choisissez « Autre chose ».",
    );
    expect(postSchemasIn("en").replySchema.safeParse({ body: " " }).error?.issues[0]?.message).toBe("Write something to post.");
  });
});
