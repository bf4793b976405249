/** The HTML constraints of the provider sign-up's forms (app/lib/http/field-constraints.ts); ./forms.ts enforces them. */
import type { FieldConstraints } from "~/lib/http/field-constraints";
import { EMAIL_ONLY_CONSTRAINTS } from "~/lib/services/auth/fields";

/** What a provider does not give: the country and the terms (marketing stays opt-in). */
export const COMPLETE_ACCOUNT_CONSTRAINTS = {
  country: { required: true },
  agreeTerms: { required: true },
  agreeMarketing: {},
} as const satisfies FieldConstraints<string>;

/** The address a learner gives when the provider gave none it vouches for. */
export const ADDRESS_CONSTRAINTS = EMAIL_ONLY_CONSTRAINTS;
