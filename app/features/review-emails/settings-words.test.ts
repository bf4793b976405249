import { describe, expect, it } from "vitest";
import { translate } from "~/lib/i18n/catalogues.server";
import { parseSubmission } from "~/lib/http/form";
import { accountToast, localizeMessage } from "~/lib/services/auth/account-words.server";
import { reviewEmailChoiceSchema } from "./forms";
import { REVIEW_EMAIL_TEXTS } from "./texts";

const TEXTS = REVIEW_EMAIL_TEXTS.settings;

describe("Settings' Review emails words (the account catalogue)", () => {
  it("are REVIEW_EMAIL_TEXTS.settings in English, word for word", () => {
    expect(translate("en", "account.reviewEmails.title")).toBe(TEXTS.title);
    expect(translate("en", "account.reviewEmails.label")).toBe(TEXTS.label);
    expect(translate("en", "account.reviewEmails.hint")).toBe(TEXTS.hint);
    expect(translate("en", "account.reviewEmails.save")).toBe(TEXTS.save);
    expect(translate("en", "account.common.saving")).toBe(TEXTS.busy);
    expect(accountToast("en", "reviewEmailsOn")).toEqual({ type: "success", ...TEXTS.on });
    expect(accountToast("en", "reviewEmailsOff")).toEqual({ type: "success", ...TEXTS.off });
  });

  it("say the form's refusal in French", () => {
    const form = new FormData();
    form.set("reviewEmails", "maybe");
    const refusal = parseSubmission(form, reviewEmailChoiceSchema).reply().errors.reviewEmails!;
    expect(refusal).toBe(TEXTS.invalid);
    expect(localizeMessage("fr", refusal)).toBe("Cochez la case ou laissez-la vide, puis enregistrez.");
  });
});
