import { Form } from "@remix-run/react";
import { CheckboxField, SubmitButton } from "~/components/form-fields";
import { useTranslate } from "~/hooks/use-translate";
import type { MessageKey } from "~/lib/i18n/messages";
import { NOTIFICATION_TEXTS } from "./notification-texts";

const TEXTS = NOTIFICATION_TEXTS.settings;

/**
 * Settings' Notifications form: one box per kind of email (issue 25 item 6); the settings page's `intent` pattern.
 * Its words are `services.community.settings` when the settings page sends them, else the English ones here.
 */
export function NotificationSettingsForm({ communityReplies }: { communityReplies: boolean }) {
  const t = useTranslate();
  const text = (key: MessageKey, english: string) => {
    const words = t(key);
    return words === key ? english : words;
  };
  return (
    <Form method="post" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="notifications" />
      {/* Keyed by the saved value, so a save's revalidation resets the box to what was saved. */}
      <CheckboxField
        key={String(communityReplies)}
        name="communityReplies"
        defaultChecked={communityReplies}
        label={text("services.community.settings.communityReplies", TEXTS.communityReplies)}
      />
      <SubmitButton
        intent="notifications"
        className="button-secondary"
        label={text("services.community.settings.save", TEXTS.save)}
        busyLabel={text("services.community.settings.busy", TEXTS.busy)}
      />
    </Form>
  );
}
