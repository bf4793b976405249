import { Form } from "@remix-run/react";
import { CheckboxField, FormError, SubmitButton } from "~/components/form-fields";
import { REVIEW_EMAIL_TEXTS } from "./texts";

const TEXTS = REVIEW_EMAIL_TEXTS.settings;
const HINT_ID = "reviewEmails-hint";

/**
 * Settings' Review emails form (issue 40 item 4): one box, unticked until the learner ticks it (CASL's
 * express consent), with what it sends and how to stop it; the settings page's `intent` pattern.
 */
export function ReviewEmailSettingsForm({ reviewEmails, error }: { reviewEmails: boolean; error?: string }) {
  return (
    <Form method="post" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="review-emails" />
      <FormError message={error} />
      {/* Keyed by the saved value, so a save's revalidation resets the box to what was saved. */}
      <CheckboxField
        key={String(reviewEmails)}
        name="reviewEmails"
        defaultChecked={reviewEmails}
        label={TEXTS.label}
        aria-describedby={HINT_ID}
      />
      <p id={HINT_ID} className="text-sm text-slate-600">
        {TEXTS.hint}
      </p>
      <SubmitButton intent="review-emails" className="button-secondary" label={TEXTS.save} busyLabel={TEXTS.busy} />
    </Form>
  );
}
