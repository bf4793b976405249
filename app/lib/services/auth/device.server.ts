/**
 * OWASP's "device cookies": after a successful sign-in the browser gets a signed cookie naming the
 * account and a random id. Sign-in attempts that carry it are limited per device, so failures from
 * anywhere else (an attacker trying to lock the user out) never lock this browser out.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { clearIfInvalid, readCookie, siteCookie } from "~/lib/http/cookies.server";
import { randomToken } from "./crypto.server";

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const deviceSchema = z.object({ email: z.string(), id: z.string().min(1).max(100) });

function deviceCookie(context: AppLoadContext) {
  return siteCookie(context, "device", { signed: true, maxAge: YEAR_SECONDS });
}

/** This browser's device id if it has signed in to `email` before, else null (an untrusted attempt). */
export async function trustedDeviceId(request: Request, context: AppLoadContext, email: string): Promise<string | null> {
  const parsed = deviceSchema.safeParse(await readCookie(deviceCookie(context), request));
  return parsed.success && parsed.data.email === email.toLowerCase() ? parsed.data.id : null;
}

/** A new device cookie for the account just signed in to (a new id, so this browser's count starts again). */
export function issueDeviceCookie(context: AppLoadContext, email: string): Promise<string> {
  return deviceCookie(context).serialize({ email: email.toLowerCase(), id: randomToken() });
}

/** The header that deletes a device cookie that does not verify, if one came. */
export function clearInvalidDeviceCookie(request: Request, context: AppLoadContext): Promise<string | null> {
  return clearIfInvalid(deviceCookie(context), request, (value) => deviceSchema.safeParse(value).success);
}
