PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_pending_sign_ins` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`provider_email` text,
	`email_verified` integer DEFAULT false NOT NULL,
	`display_name` text,
	`browser_hash` text,
	`email` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	CONSTRAINT "pending_sign_ins_kind_check" CHECK("__new_pending_sign_ins"."kind" in ('new-account', 'email-needed', 'verify-email')),
	CONSTRAINT "pending_sign_ins_provider_check" CHECK("__new_pending_sign_ins"."provider" in ('google', 'facebook'))
);
--> statement-breakpoint
INSERT INTO `__new_pending_sign_ins`("token_hash", "kind", "provider", "subject", "provider_email", "email_verified", "display_name", "browser_hash", "email", "created_at", "expires_at", "used_at") SELECT "token_hash", "kind", "provider", "subject", "provider_email", "email_verified", "display_name", "browser_hash", "email", "created_at", "expires_at", "used_at" FROM `pending_sign_ins`;--> statement-breakpoint
DROP TABLE `pending_sign_ins`;--> statement-breakpoint
ALTER TABLE `__new_pending_sign_ins` RENAME TO `pending_sign_ins`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `pending_sign_ins_expires_idx` ON `pending_sign_ins` (`expires_at`);