// The figures' and the results form's English source (claims.ts, results-page.ts) and the catalogues'
// `home.proof.*` and `home.results.*`: the same English word for word, and French in French.
import { describe, expect, it } from "vitest";
import { proofCounts as counts } from "./domain/proof-counts.fixture";
import { COUNTRY_NAMES } from "~/lib/domain/countries";
import { CATALOGUES, messagesFor } from "~/lib/i18n/catalogues.server";
import { PROOF_TEXT } from "~/lib/copy/proof-text";
import { heroFigures, homeProof, methodNote, moneyAtLeast, type ProofWords } from "./domain/claims";
import { debtResultSchema, debtResultSchemaFor } from "./results-form";
import { RESULTS_TEXTS } from "./results-page";

const french: ProofWords = { locale: "fr", messages: messagesFor("fr", ["home.proof"]) };
/** Intl writes French with no-break spaces: compare them as spaces. */
const spaced = (text: string | null | undefined) => text?.replace(/\s/g, " ");

describe("the figures' words", () => {
  it("are the English catalogue's, word for word", () => {
    for (const [key, text] of Object.entries(PROOF_TEXT)) expect(CATALOGUES.en[key as keyof typeof PROOF_TEXT], key).toEqual(text);
    expect(Object.keys(messagesFor("en", ["home.proof"])).sort()).toEqual(Object.keys(PROOF_TEXT).sort());
    expect([PROOF_TEXT["home.proof.country.CA"], PROOF_TEXT["home.proof.country.US"]]).toEqual([COUNTRY_NAMES.CA, COUNTRY_NAMES.US]);
  });

  it("are written in French with French numbers, money and dates", () => {
    const hero = heroFigures(counts({ learners: 1_234 }), { tools: 4 }, french);
    expect(hero.map((figure) => [spaced(figure.value), figure.label])).toEqual([
      ["1 200+", "apprenants inscrits"],
      ["17", "leçons"],
      ["4", "calculateurs gratuits"],
    ]);
    expect(spaced(moneyAtLeast(12_345_678, "CAD", french))).toBe("120 000 $ CA+");
    expect(spaced(moneyAtLeast(4_599_999, "USD", french))).toBe("45 000 $ US+");
    const note = methodNote(["learners"], counts(), french)!;
    expect(note[0]).toMatch(/^Apprenants inscrits :/);
    expect(spaced(note[1])).toContain("depuis le 15 janvier 2026");
    expect(spaced(note[1])).toContain("en date du 1 décembre 2026.");
    expect(homeProof(counts({ learners: 150 }), { tools: 4 }, french).learners).toBe("150+ apprenants");
  });
});

describe("the results form's words", () => {
  it("are the English catalogue's, word for word", () => {
    const en = CATALOGUES.en;
    expect([en["home.results.title"], en["home.results.intro"], en["home.results.use"]]).toEqual([
      RESULTS_TEXTS.title,
      RESULTS_TEXTS.intro,
      RESULTS_TEXTS.use,
    ]);
    expect([en["home.results.savedTitle"], en["home.results.savedText"]]).toEqual([RESULTS_TEXTS.saved.title, RESULTS_TEXTS.saved.description]);
    expect([en["home.results.saveFailed"], en["home.results.noAccess"]]).toEqual([RESULTS_TEXTS.saveFailed, RESULTS_TEXTS.noAccess]);
  });

  it("refuse in the page's language, and read amounts as French writes them", () => {
    expect(debtResultSchemaFor("en")).toBe(debtResultSchema);
    const refused = debtResultSchemaFor("fr").safeParse({ currency: "EUR", debtAtStart: "-5", debtNow: "99999999999" });
    expect(refused.success).toBe(false);
    const messages = refused.error!.issues.map((issue) => spaced(issue.message));
    expect(messages).toEqual([
      "Choisissez la devise de vos dettes : CAD ou USD.",
      "Votre dette totale au départ ne peut pas être négative : entrez ce que vous deviez, 0 ou plus.",
      "Entrez une dette totale aujourd’hui inférieure à 10 000 000 $ : un montant plus élevé est sûrement une faute de frappe.",
    ]);
    expect(debtResultSchemaFor("fr").parse({ currency: "CAD", debtAtStart: "12 500,50 $", debtNow: "0" })).toEqual({
      currency: "CAD",
      debtAtStart: 1_250_050,
      debtNow: 0,
    });
  });
});
