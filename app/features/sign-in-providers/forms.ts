/** The provider sign-in forms' rules, which the actions enforce; the pages draw their constraints from ./fields.ts. */
import { z } from "zod";
import { COUNTRIES } from "~/lib/domain/countries";
import { PASSWORD_MAX_LENGTH } from "~/lib/services/auth/fields";
import { emailOnlySchema } from "~/lib/services/auth/forms";
import { secret } from "~/lib/http/form";

const isChecked = (value: unknown) => value === "on" || value === "true";

/** What a provider does not give: country (currency and content) and the terms; marketing stays opt-in. */
export const completeAccountSchema = z.object({
  country: z.enum(COUNTRIES, { errorMap: () => ({ message: "Choose Canada or United States" }) }),
  agreeTerms: z.preprocess(
    isChecked,
    z.literal(true, { errorMap: () => ({ message: "You must agree to the Terms of Service and Privacy Policy" }) }),
  ),
  agreeMarketing: z.preprocess(isChecked, z.boolean()),
});

/** The address a learner gives when the provider gave none it vouches for. */
export const addressSchema = emailOnlySchema;

export const LINK_PASSWORD_REFUSED = "That password is not correct.";

/** Settings' Link: the account's current password, re-proving that its holder is the one at the keyboard. */
export const linkPasswordSchema = z.object({
  // Not "password": Settings also holds Change password's fields, and ids must stay unique on the page.
  linkPassword: secret(
    z.string({ required_error: LINK_PASSWORD_REFUSED }).min(1, LINK_PASSWORD_REFUSED).max(PASSWORD_MAX_LENGTH, LINK_PASSWORD_REFUSED),
  ),
});
