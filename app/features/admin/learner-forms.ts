/** The forms of a learner's page in the console (ADR 020's recipe): every action states a reason. */
import { z } from "zod";
import { STAFF_ROLES } from "~/lib/domain/roles";
import { COURSES } from "~/lib/domain/catalog";
import { REASON_MAX_LENGTH } from "./fields";

/** Every staff action's reason, kept in the audit log (the reviews page asks for it too). */
export const reason = z
  .string({ required_error: "Give a reason: the audit log keeps it." })
  .trim()
  .min(1, "Give a reason: the audit log keeps it.")
  .max(REASON_MAX_LENGTH, `Keep the reason under ${REASON_MAX_LENGTH} characters.`);

const orderId = z.string().min(1).max(64);

/** The actions a learner's page posts (its forms' `intent`). */
export type LearnerIntent = "refund" | "comp-grant" | "comp-revoke" | "sign-out-everywhere" | "resend-verification" | "role-change";

export const refundSchema = z.object({ orderId, reason });
export const compGrantSchema = z.object({
  course: z.enum(COURSES.map((course) => course.slug) as [string, ...string[]], { errorMap: () => ({ message: "Choose a course." }) }),
  reason,
});
export const reasonOnlySchema = z.object({ reason });
/** "learner" takes the role away. */
export const roleChangeSchema = z.object({
  role: z.enum(["learner", ...STAFF_ROLES], { errorMap: () => ({ message: "Choose a role." }) }),
  reason,
});
