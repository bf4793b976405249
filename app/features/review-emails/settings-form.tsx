import { Form } from "@remix-run/react";
import { CheckboxField, FormError, SubmitButton } from "~/components/form-fields";
import { useTranslate } from "~/hooks/use-translate";

const HINT_ID = "reviewEmails-hint";

/**
 * Settings' Review emails form (issue 40 item 4): one box, unticked until the learner ticks it (CASL's
 * express consent), with what it sends and how to stop it; the settings page's `intent` pattern. Its
 * words are the Settings page's (`account.reviewEmails.*`; REVIEW_EMAIL_TEXTS.settings in English).
 */
export function ReviewEmailSettingsForm({ reviewEmails, error }: { reviewEmails: boolean; error?: string }) {
  const t = useTranslate();
  return (
    <Form method="post" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="review-emails" />
      <FormError message={error} />
      {/* Keyed by the saved value, so a save's revalidation resets the box to what was saved. */}
      <CheckboxField
        key={String(reviewEmails)}
        name="reviewEmails"
        defaultChecked={reviewEmails}
        label={t("account.reviewEmails.label")}
        aria-describedby={HINT_ID}
      />
      <p id={HINT_ID} className="text-sm text-slate-600">
        {t("account.reviewEmails.hint")}
      </p>
      <SubmitButton
        intent="review-emails"
        className="button-secondary"
        label={t("account.reviewEmails.save")}
        busyLabel={t("account.common.saving")}
      />
    </Form>
  );
}
