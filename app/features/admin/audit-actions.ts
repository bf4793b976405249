/** Every kind of staff action the audit log records; later services (moderation, coaching) add theirs here. */
export const AUDIT_ACTIONS = {
  refund: "Refunded an order",
  "comp-grant": "Granted a complimentary course",
  "comp-revoke": "Revoked a complimentary course",
  "role-change": "Changed a role",
  "sign-out-everywhere": "Signed a learner out everywhere",
  "resend-verification": "Resent the verification email",
  "review-hide": "Hid a review",
  "review-restore": "Restored a review",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
