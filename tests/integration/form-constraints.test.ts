/**
 * The pages draw their inputs' HTML constraints from plain tables (app/lib/http/field-constraints.ts), so
 * that zod stays on the server; each table must say what its schema enforces, field for field. And the
 * browser's bundle holds no zod at all (ADR 048). Needs `npm run build` first for the last test.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REASON_CONSTRAINT } from "~/features/admin/fields";
import { postModerationSchema, suspendSchema } from "~/features/admin/community-forms";
import { reasonOnlySchema } from "~/features/admin/learner-forms";
import { reviewModerationSchema } from "~/features/admin/review-forms";
import { REPLY_CONSTRAINTS, THREAD_CONSTRAINTS } from "~/features/community/domain/community-rules";
import { REPORT_CONSTRAINTS } from "~/features/community/domain/moderation-rules";
import { replySchema, threadSchema } from "~/features/community/forms";
import { reportSchema } from "~/features/community/report-forms";
import { CANCEL_CONSTRAINTS, EVENT_CONSTRAINTS } from "~/features/live/domain/live-rules";
import { cancelSchema, eventSchema } from "~/features/live/forms";
import { debtResultSchema } from "~/features/proof/results-form";
import { RESULTS_CONSTRAINTS } from "~/features/proof/results-page";
import { REVIEW_CONSTRAINTS } from "~/features/reviews/domain/review-rules";
import { reviewSchema } from "~/features/reviews/forms";
import { PLAN_NAME_CONSTRAINT } from "~/features/saved-plans/fields";
import { renameSchema, saveNewSchema } from "~/features/saved-plans/forms";
import { ADDRESS_CONSTRAINTS, COMPLETE_ACCOUNT_CONSTRAINTS } from "~/features/sign-in-providers/fields";
import { addressSchema, completeAccountSchema } from "~/features/sign-in-providers/forms";
import { formConstraints, type FormSchema } from "~/lib/http/form";
import {
  CHANGE_PASSWORD_CONSTRAINTS,
  DELETE_ACCOUNT_CONSTRAINTS,
  EMAIL_ONLY_CONSTRAINTS,
  LOGIN_CONSTRAINTS,
  NEW_PASSWORD_CONSTRAINTS,
  PROFILE_NAME_CONSTRAINTS,
  SIGNUP_CONSTRAINTS,
} from "~/lib/services/auth/fields";
import {
  changePasswordSchema,
  deleteAccountSchema,
  emailOnlySchema,
  loginSchema,
  newPasswordSchema,
  profileSchema,
  signupSchema,
} from "~/lib/services/auth/forms";

/** Each page's table beside the schema its action parses with: the whole form, or the fields the page draws. */
const FORMS: [string, FormSchema, object, string[]?][] = [
  ["sign-up", signupSchema, SIGNUP_CONSTRAINTS],
  ["sign-in", loginSchema, LOGIN_CONSTRAINTS],
  ["a new password", newPasswordSchema, NEW_PASSWORD_CONSTRAINTS],
  ["forgotten password", emailOnlySchema, EMAIL_ONLY_CONSTRAINTS],
  ["change password", changePasswordSchema, CHANGE_PASSWORD_CONSTRAINTS],
  ["delete account", deleteAccountSchema, DELETE_ACCOUNT_CONSTRAINTS],
  ["profile names", profileSchema, PROFILE_NAME_CONSTRAINTS],
  ["provider sign-up", completeAccountSchema, COMPLETE_ACCOUNT_CONSTRAINTS],
  ["provider sign-up's address", addressSchema, ADDRESS_CONSTRAINTS],
  ["a reply", replySchema, REPLY_CONSTRAINTS],
  ["a new thread", threadSchema, THREAD_CONSTRAINTS],
  ["a report", reportSchema, REPORT_CONSTRAINTS],
  ["a review", reviewSchema, REVIEW_CONSTRAINTS],
  ["a live event", eventSchema, EVENT_CONSTRAINTS],
  ["a live event's cancellation", cancelSchema, CANCEL_CONSTRAINTS],
  ["90-day results", debtResultSchema, RESULTS_CONSTRAINTS],
  ["save a plan", saveNewSchema, { name: PLAN_NAME_CONSTRAINT }, ["name"]],
  ["rename a plan", renameSchema, { name: PLAN_NAME_CONSTRAINT }, ["name"]],
  ["a learner's staff action", reasonOnlySchema, { reason: REASON_CONSTRAINT }],
  ["a review's moderation", reviewModerationSchema, { reason: REASON_CONSTRAINT }, ["reason"]],
  ["a post's moderation", postModerationSchema, { reason: REASON_CONSTRAINT }, ["reason"]],
  ["a suspension", suspendSchema, { reason: REASON_CONSTRAINT }, ["reason"]],
];

describe("each form's HTML constraints", () => {
  it.each(FORMS)("%s: the page's table is what the schema enforces", (_, schema, table, fields) => {
    const enforced: Record<string, unknown> = formConstraints(schema);
    const drawn = fields ? Object.fromEntries(fields.map((field) => [field, enforced[field]])) : enforced;
    expect(table).toEqual(drawn);
  });
});

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  );
}

describe("the browser's bundle", () => {
  it("holds no zod: no page validates in the browser, so the schemas stay on the server", () => {
    const scripts = filesUnder(path.resolve("public/build")).filter((file) => file.endsWith(".js"));
    expect(scripts.length, "run `npm run build` first").toBeGreaterThan(0);
    // Strings zod's code carries even minified: its error class and its issue codes.
    const withZod = scripts.filter((file) => /ZodError|invalid_type|too_small/.test(readFileSync(file, "utf8")));
    expect(withZod.map((file) => path.relative("public/build", file))).toEqual([]);
  });
});
