import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index";
import { PROPOSED_TIME_ZONE_FIELD } from "./browser-time-zone-input";
import { proposedTimeZone } from "./domain/time-zone-choices";

/** Sets the user's own zone; a statement for the caller's batch (Profile saves it with the names). */
export function saveTimeZone(context: AppLoadContext, userId: string, zone: string) {
  return context.db.update(users).set({ timeZone: zone }).where(eq(users.id, userId));
}

/** A new account's zone: the browser's (posted by `BrowserTimeZoneInput`), else Cloudflare's, else Toronto. */
export function proposedTimeZoneOf(form: FormData, context: AppLoadContext): string {
  const posted = form.get(PROPOSED_TIME_ZONE_FIELD);
  return proposedTimeZone([typeof posted === "string" ? posted : null, context.requestTimeZone]);
}
