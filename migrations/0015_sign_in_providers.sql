CREATE TABLE `user_identities` (
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`user_id` text NOT NULL,
	`email` text,
	`linked_at` integer NOT NULL,
	PRIMARY KEY(`provider`, `subject`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_identities_provider_check" CHECK("user_identities"."provider" in ('google', 'facebook'))
);
--> statement-breakpoint
CREATE INDEX `user_identities_user_idx` ON `user_identities` (`user_id`);--> statement-breakpoint
CREATE TABLE `pending_sign_ins` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`provider_email` text,
	`email_verified` integer DEFAULT false NOT NULL,
	`display_name` text,
	`user_id` text,
	`email` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "pending_sign_ins_kind_check" CHECK("pending_sign_ins"."kind" in ('new-account', 'link-existing', 'email-needed', 'verify-email')),
	CONSTRAINT "pending_sign_ins_provider_check" CHECK("pending_sign_ins"."provider" in ('google', 'facebook'))
);
--> statement-breakpoint
CREATE INDEX `pending_sign_ins_expires_idx` ON `pending_sign_ins` (`expires_at`);