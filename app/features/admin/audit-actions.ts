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
  "community-post-hide": "Hid a community post",
  "community-post-restore": "Restored a community post",
  "community-reports-dismiss": "Dismissed reports of a community post",
  "community-thread-lock": "Locked a community thread",
  "community-thread-unlock": "Unlocked a community thread",
  "community-thread-pin": "Pinned a community thread",
  "community-thread-unpin": "Unpinned a community thread",
  "community-suspend": "Suspended a member from posting",
  "community-suspension-lift": "Lifted a member's posting suspension",
  "coaching-session-cancel": "Cancelled a coaching session",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
