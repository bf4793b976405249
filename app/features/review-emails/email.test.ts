import { describe, expect, it } from "vitest";
import { emailLanguage } from "~/lib/services/auth/account-words.server";
import { reviewDueEmail as reviewDueEmailIn, type ReviewDueNotice } from "./email";

const english = emailLanguage("en");
/** The email in English, as a learner who never chose a language gets it. */
const reviewDueEmail = (notice: ReviewDueNotice) => reviewDueEmailIn(notice, english);

const SITE = "https://moneywise.example";
const NOTICE: ReviewDueNotice = {
  to: "ana@example.com",
  courses: [
    { title: "7-Day Budget Bootcamp", due: 2 },
    { title: "Debt-Free in 90 Days Challenge", due: 1 },
  ],
  reviewUrl: `${SITE}/dashboard/review`,
  settingsUrl: `${SITE}/dashboard/settings#section-review-emails`,
  unsubscribeUrl: `${SITE}/review-emails/unsubscribe?token=abc.def`,
  sender: { legalName: "Moneywise Learning Ltd.", address: "100 King Street West\nToronto, ON M5X 1C7" },
};

describe("the weekly review email", () => {
  it("counts the questions due in its subject, singular or plural", () => {
    expect(reviewDueEmail(NOTICE).subject).toBe("3 review questions are due");
    expect(reviewDueEmail({ ...NOTICE, courses: [{ title: "7-Day Budget Bootcamp", due: 1 }] }).subject).toBe("1 review question is due");
  });

  it("lists each course's count, links to the review, says why it came, and links to Settings and Unsubscribe", () => {
    const { text, html, to } = reviewDueEmail(NOTICE);
    expect(to).toBe("ana@example.com");
    expect(text).toContain("3 questions from your lessons' knowledge checks are ready for review:");
    expect(text).toContain("- 7-Day Budget Bootcamp: 2 questions\n- Debt-Free in 90 Days Challenge: 1 question");
    expect(text).toContain(`Start your review: ${SITE}/dashboard/review`);
    expect(text).toContain("because you asked for a weekly email");
    expect(text).toContain(`Choose which emails you get: ${NOTICE.settingsUrl}`);
    expect(text).toContain(`Unsubscribe from review emails: ${NOTICE.unsubscribeUrl}`);
    expect(html).toContain("<li>7-Day Budget Bootcamp: 2 questions</li>");
    expect(html).toContain(`<a href="${SITE}/dashboard/review">Start your review</a>`);
    expect(html).toContain(`<a href="${NOTICE.unsubscribeUrl}">Unsubscribe from review emails</a>`);
  });

  it("identifies its sender, their mailing address and a way to reach them (CASL)", () => {
    const { text, html } = reviewDueEmail(NOTICE);
    expect(text).toMatch(
      /— Moneywise\nMoneywise Learning Ltd\.\n100 King Street West\nToronto, ON M5X 1C7\nQuestions\? Write to support@moneywise\.example\.$/,
    );
    expect(html).toContain(
      "— Moneywise<br>Moneywise Learning Ltd.<br>100 King Street West<br>Toronto, ON M5X 1C7<br>Questions? Write to support@moneywise.example.",
    );
  });

  it("carries RFC 8058's one-click unsubscribe headers", () => {
    expect(reviewDueEmail(NOTICE).headers).toEqual({
      "List-Unsubscribe": `<${NOTICE.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("escapes what it puts in HTML and keeps a title on one line", () => {
    const { text, html } = reviewDueEmail({
      ...NOTICE,
      courses: [{ title: "Budget <b>&\nmore", due: 1 }],
      reviewUrl: `${SITE}/dashboard/review?a=1&b="2"`,
    });
    expect(text).toContain("- Budget <b>& more: 1 question");
    expect(html).toContain("<li>Budget &lt;b&gt;&amp; more: 1 question</li>");
    expect(html).toContain(`href="${SITE}/dashboard/review?a=1&amp;b=&quot;2&quot;"`);
  });
});

describe("the weekly review email in French", () => {
  const FRENCH: ReviewDueNotice = {
    ...NOTICE,
    courses: [
      { title: "Camp budgétaire de 7 jours", due: 2 },
      { title: "Défi : sans dettes en 90 jours", due: 1 },
    ],
    reviewUrl: `${SITE}/fr/dashboard/review`,
    settingsUrl: `${SITE}/fr/dashboard/settings#section-review-emails`,
    unsubscribeUrl: `${SITE}/fr/review-emails/unsubscribe?token=abc.def`,
  };
  const french = emailLanguage("fr");

  it("counts the questions due in its subject, singular or plural", () => {
    expect(reviewDueEmailIn(FRENCH, french).subject).toBe("3 questions de révision vous attendent");
    expect(reviewDueEmailIn({ ...FRENCH, courses: [{ title: "Camp budgétaire de 7 jours", due: 1 }] }, french).subject).toBe(
      "1 question de révision vous attend",
    );
  });

  it("says everything in French, with the links it was given and the sender as configured", () => {
    const { text, html, headers } = reviewDueEmailIn(FRENCH, french);
    expect(text).toContain("3 questions tirées des vérifications des connaissances de vos leçons sont prêtes à être révisées :");
    expect(text).toContain("- Camp budgétaire de 7 jours : 2 questions\n- Défi : sans dettes en 90 jours : 1 question");
    expect(text).toContain(`Commencer votre révision : ${SITE}/fr/dashboard/review`);
    expect(text).toContain("parce que vous avez demandé un courriel hebdomadaire");
    expect(text).toContain(`Choisir les courriels que vous recevez : ${FRENCH.settingsUrl}`);
    expect(text).toContain(`Se désabonner des courriels de révision : ${FRENCH.unsubscribeUrl}`);
    expect(text).toMatch(
      /— Moneywise\nMoneywise Learning Ltd\.\n100 King Street West\nToronto, ON M5X 1C7\nDes questions\? Écrivez à support@moneywise\.example\.$/,
    );
    expect(html).toContain(`<a href="${SITE}/fr/dashboard/review">Commencer votre révision</a>`);
    expect(html).toContain("<li>Camp budgétaire de 7 jours : 2 questions</li>");
    expect(text).not.toMatch(/review questions|Start your review|Unsubscribe/);
    expect(headers?.["List-Unsubscribe"]).toBe(`<${FRENCH.unsubscribeUrl}>`);
  });
});
