/**
 * Settings → Notifications on the server: each kind of email a member may switch off (for now the
 * community's reply emails). Read in the settings page's session batch; written for the signed-in
 * member only.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, type SQL } from "drizzle-orm";
import { notificationSettings } from "../../../db/schema/index";
import { redirectWithToast } from "~/lib/http/toast.server";
import { translate } from "~/lib/i18n/catalogues.server";

/** The member's choices, given their id as SQL (`requireUserWith`). */
export function notificationSettingsRead(context: AppLoadContext, userId: SQL) {
  return context.db
    .select({ communityReplies: notificationSettings.communityReplies })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
}

/** No row means every kind is on (the schema's rule). */
export function notificationSettingsFrom(rows: Awaited<ReturnType<typeof notificationSettingsRead>>) {
  return { communityReplies: rows[0]?.communityReplies ?? true };
}

/**
 * Saves the Notifications form: an unchecked box is absent from a posted form, so absence is "off".
 * Back to Settings with a toast.
 */
export async function saveNotificationSettings(context: AppLoadContext, userId: string, form: FormData) {
  const communityReplies = form.get("communityReplies") === "on";
  const updatedAt = new Date();
  await context.db
    .insert(notificationSettings)
    .values({ userId, communityReplies, updatedAt })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { communityReplies, updatedAt } });
  const toast = {
    title: translate(context.locale, "services.community.settings.saved"),
    description: translate(context.locale, "services.community.settings.savedText"),
  };
  return redirectWithToast("/dashboard/settings", { type: "success", ...toast }, context);
}
