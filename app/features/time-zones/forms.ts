import { z } from "zod";
import { profileSchema } from "~/lib/services/auth/forms";
import { canonicalTimeZone } from "./domain/zoned-time";
import { TIME_ZONE_TEXTS } from "./texts";

/**
 * A time zone posted by a form, written the runtime's way ("US/Eastern" is stored as
 * "America/New_York"). Whether it is one the form offers is the action's check (`isAllowedTimeZone`).
 */
export const timeZoneSchema = z.object({
  timeZone: z
    .string({ required_error: TIME_ZONE_TEXTS.invalid, invalid_type_error: TIME_ZONE_TEXTS.invalid })
    .trim()
    .min(1, TIME_ZONE_TEXTS.invalid)
    .max(64, TIME_ZONE_TEXTS.invalid)
    .transform((name, ctx) => {
      const zone = canonicalTimeZone(name);
      if (!zone) ctx.addIssue({ code: z.ZodIssueCode.custom, message: TIME_ZONE_TEXTS.invalid });
      return zone ?? name;
    })
    // A post without the field (a client older than it) keeps the learner's zone as it is.
    .optional(),
});

/** Profile's form: the names and the time zone, saved together. */
export const profileFormSchema = profileSchema.merge(timeZoneSchema);
