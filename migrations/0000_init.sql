CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`email_verified_at` integer,
	`country` text NOT NULL,
	`marketing_consent` integer DEFAULT false NOT NULL,
	`marketing_consent_at` integer,
	`created_at` integer NOT NULL,
	CONSTRAINT "users_country_check" CHECK("users"."country" in ('CA', 'US'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (lower("email"));--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`persistent` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_id_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_at_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `one_time_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "one_time_tokens_purpose_check" CHECK("one_time_tokens"."purpose" in ('verify-email', 'reset-password'))
);
--> statement-breakpoint
CREATE INDEX `one_time_tokens_user_purpose_idx` ON `one_time_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `profiles` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text,
	`last_name` text,
	`avatar_url` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `subscribers` (
	`user_id` text PRIMARY KEY NOT NULL,
	`subscribed` integer DEFAULT false NOT NULL,
	`subscription_tier` text,
	`subscription_end` integer,
	`provider_subscription_id` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "subscribers_tier_check" CHECK("subscribers"."subscription_tier" is null or "subscribers"."subscription_tier" in ('basic', 'premium', 'elite'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_provider_subscription_id_unique` ON `subscribers` (`provider_subscription_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`product_name` text NOT NULL,
	`status` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`provider_reference` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "orders_status_check" CHECK("orders"."status" in ('paid', 'completed', 'pending', 'failed', 'cancelled')),
	CONSTRAINT "orders_currency_check" CHECK("orders"."currency" in ('CAD', 'USD')),
	CONSTRAINT "orders_amount_check" CHECK("orders"."amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_provider_reference_unique` ON `orders` (`provider_reference`);--> statement-breakpoint
CREATE INDEX `orders_user_status_product_idx` ON `orders` (`user_id`,`status`,`product_name`);--> statement-breakpoint
CREATE INDEX `orders_user_created_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`processed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `course_lessons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`course_id` text NOT NULL,
	`lesson_number` integer NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`content_html` text NOT NULL,
	`video_url` text,
	`duration_minutes` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "course_lessons_number_check" CHECK("course_lessons"."lesson_number" >= 1),
	CONSTRAINT "course_lessons_duration_check" CHECK("course_lessons"."duration_minutes" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `course_lessons_course_number_unique` ON `course_lessons` (`course_id`,`lesson_number`);--> statement-breakpoint
CREATE TABLE `user_progress` (
	`user_id` text NOT NULL,
	`course_id` text NOT NULL,
	`lesson_id` integer NOT NULL,
	`completed` integer DEFAULT false NOT NULL,
	`completed_at` integer,
	PRIMARY KEY(`user_id`, `lesson_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lesson_id`) REFERENCES `course_lessons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_progress_user_course_idx` ON `user_progress` (`user_id`,`course_id`);