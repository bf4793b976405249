CREATE TABLE `goal_contributions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`saved_plan_id` text NOT NULL,
	`goal_key` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`contributed_on` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`saved_plan_id`) REFERENCES `saved_plans`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "goal_contributions_amount_check" CHECK("goal_contributions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX `goal_contributions_plan_idx` ON `goal_contributions` (`saved_plan_id`,`goal_key`,`contributed_on`);--> statement-breakpoint
CREATE INDEX `goal_contributions_user_idx` ON `goal_contributions` (`user_id`);--> statement-breakpoint
CREATE TABLE `net_worth_snapshots` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`saved_plan_id` text,
	`taken_at` integer NOT NULL,
	`assets_cents` integer NOT NULL,
	`liabilities_cents` integer NOT NULL,
	`query` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`saved_plan_id`) REFERENCES `saved_plans`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `net_worth_snapshots_user_idx` ON `net_worth_snapshots` (`user_id`,`taken_at`);--> statement-breakpoint
CREATE TABLE `saved_plans` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`tool` text NOT NULL,
	`name` text NOT NULL,
	`query` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "saved_plans_tool_check" CHECK("saved_plans"."tool" in ('budget', 'net-worth', 'debt', 'goals'))
);
--> statement-breakpoint
CREATE INDEX `saved_plans_user_idx` ON `saved_plans` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `saved_plans_name_unique` ON `saved_plans` (`user_id`,`tool`,lower("name"));--> statement-breakpoint
CREATE TABLE `personal_plan_intakes` (
	`user_id` text PRIMARY KEY NOT NULL,
	`intake` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `plan_coach_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`member_id` text NOT NULL,
	`coach_id` text NOT NULL,
	`body` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plan_coach_notes_unique` ON `plan_coach_notes` (`member_id`,`coach_id`);--> statement-breakpoint
CREATE TABLE `advisers` (
	`user_id` text PRIMARY KEY NOT NULL,
	`display_name` text NOT NULL,
	`registration_body` text NOT NULL,
	`registration_number` text NOT NULL,
	`jurisdictions` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `support_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`request_id` text NOT NULL,
	`author_id` text,
	`from_staff` integer NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `support_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `support_messages_request_idx` ON `support_messages` (`request_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `support_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`category` text NOT NULL,
	`subject` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`queue_rank` integer NOT NULL,
	`assigned_to` text,
	`adviser_id` text,
	`access_token_hash` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`due_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assigned_to`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`adviser_id`) REFERENCES `advisers`(`user_id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "support_requests_kind_check" CHECK("support_requests"."kind" in ('support', 'advisor')),
	CONSTRAINT "support_requests_status_check" CHECK("support_requests"."status" in ('open', 'answered', 'closed')),
	CONSTRAINT "support_requests_category_check" CHECK("support_requests"."category" in ('account', 'billing', 'courses', 'tools', 'other')),
	CONSTRAINT "support_requests_rank_check" CHECK("support_requests"."queue_rank" between 0 and 4)
);
--> statement-breakpoint
CREATE INDEX `support_requests_queue_idx` ON `support_requests` (`status`,`queue_rank`,`created_at`);--> statement-breakpoint
CREATE INDEX `support_requests_user_idx` ON `support_requests` (`user_id`,`updated_at`);