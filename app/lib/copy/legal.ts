import { findCourseBySlug } from "~/lib/domain/catalog";
import type { Message } from "~/lib/i18n/messages";
import { PRODUCT_NAME } from "./brand";
import { GUARANTEES } from "./guarantees";
import { SUPPORT_EMAIL } from "./navigation";

export interface LegalDocument {
  title: string;
  summary: string;
  /** A section's paragraph, and the conditions listed under it, if any. */
  sections: readonly { heading: string; body: string; points?: readonly string[] }[];
}

/** What a legal page's loader sends: the text in the page's language, its date written that way, and the page's words. */
export interface LegalPageData {
  document: LegalDocument;
  updated: string;
  messages: Readonly<Record<string, Message>>;
}

/** When the legal texts last changed (a calendar date, shown in the page's language). */
export const LEGAL_UPDATED_ON = "2026-12-07";

export const PRIVACY_POLICY: LegalDocument = {
  title: "Privacy Policy",
  summary: `What ${PRODUCT_NAME} collects, why, and the choices you have.`,
  sections: [
    {
      heading: "What we collect",
      body: "Your name, email address, country and password (stored only as a one-way hash) when you create an account; your course purchases, subscription and lesson progress; your answers to lessons' knowledge checks and final assessments, with their scores, and when each question is due for review; what you choose to save or send us (saved plans, posts, questions and support requests); and the email choices you make (marketing, review reminders), with the time you made them.",
    },
    {
      heading: "What we do not collect",
      body: "The numbers you type into our free tools stay in your browser and the page address unless you save a plan. We never log them, and we never sell personal information.",
    },
    {
      heading: "Why we use it",
      body: "To run your account, give you the courses you paid for, keep your progress, prevent abuse, and, only if you opted in, send you marketing email. You can withdraw that consent at any time.",
    },
    {
      heading: "Who processes it",
      body: "Our database host, our payment processor (card details go to them, never to us) and our email delivery provider, each only to provide their service to us.",
    },
    {
      heading: "Your rights",
      body: `You can see, correct, export or delete your personal information: Settings has "Download Your Data" (one JSON file of everything we keep about you) and "Delete My Account". Deleting your account first ends any plan's billing, then removes it, with the text and titles of your posts (a thread you started goes whole if no one else posted in it), your live Q&A questions and your support requests (including those sent from your address while signed out); the purchase records tax law requires us to keep (each order's course, amount, tax, the province or state it was taxed in, currency and date, and the payment's reference at our payment processor) stay, without your name, email or card. Canadians are protected by PIPEDA and provincial law (in Québec, the Act respecting the protection of personal information in the private sector); US residents by the laws of their state. Write to ${SUPPORT_EMAIL}.`,
    },
  ],
};

export const TERMS_OF_SERVICE: LegalDocument = {
  title: "Terms of Service",
  summary: `The agreement between you and ${PRODUCT_NAME} when you use the site.`,
  sections: [
    {
      heading: "Education, not advice",
      body: "Our courses and tools teach general personal-finance skills. They are not personalised financial, tax, legal or investment advice. For decisions about your situation, consult a licensed professional.",
    },
    {
      heading: "Your account",
      body: "Keep your password private; you are responsible for activity under your account. You must be at least the age of majority where you live to buy a course or plan.",
    },
    {
      heading: "Purchases and plans",
      body: "Courses are one-time purchases. Plans renew monthly until you cancel; cancelling stops the next renewal and keeps access until the end of the paid period. There are no setup fees.",
    },
    { heading: "Acceptable use", body: "Do not share paid content, resell access, or interfere with the site or other learners." },
    {
      heading: "Consumers in Québec",
      body: "If you live in Québec, the French version of these terms governs, and Québec's Consumer Protection Act applies to your purchases, which are distance contracts: among other things it lets you cancel the contract in the cases it sets out (for example if we did not send you the information or the copy of the contract it requires), and we then refund you within 15 days. These rights are on top of our guarantees.",
    },
    { heading: "Changes", body: "We may update these terms; we will tell account holders by email before material changes take effect." },
  ],
};

export const REFUND_POLICY: LegalDocument = {
  title: "Refund Policy",
  summary: "Our money-back guarantees, and how to ask for a refund.",
  sections: [
    {
      heading: "30-day money-back guarantee",
      body: "If a course or your first month of a plan is not for you, ask within 30 days of purchase for a full refund.",
    },
    ...(Object.keys(GUARANTEES) as (keyof typeof GUARANTEES)[]).map((slug) => ({
      heading: `${findCourseBySlug(slug)!.title}: ${GUARANTEES[slug].title}`,
      body: GUARANTEES[slug].promise,
      points: GUARANTEES[slug].terms,
    })),
    {
      heading: "How to ask",
      body: `Email ${SUPPORT_EMAIL} from the address on your account. Refunds go back to the original payment method within 10 business days. In Québec, if you cancel a distance contract under the Consumer Protection Act, we refund you within 15 days.`,
    },
  ],
};
