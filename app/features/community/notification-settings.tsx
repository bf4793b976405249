import { Form } from "@remix-run/react";
import { CheckboxField, SubmitButton } from "~/components/form-fields";
import { NOTIFICATION_TEXTS } from "./notification-texts";

const TEXTS = NOTIFICATION_TEXTS.settings;

/** Settings' Notifications form: one box per kind of email (issue 25 item 6); the settings page's `intent` pattern. */
export function NotificationSettingsForm({ communityReplies }: { communityReplies: boolean }) {
  return (
    <Form method="post" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="notifications" />
      {/* Keyed by the saved value, so a save's revalidation resets the box to what was saved. */}
      <CheckboxField key={String(communityReplies)} name="communityReplies" defaultChecked={communityReplies} label={TEXTS.communityReplies} />
      <SubmitButton intent="notifications" className="button-secondary" label={TEXTS.save} busyLabel={TEXTS.busy} />
    </Form>
  );
}
