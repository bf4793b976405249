CREATE TABLE `course_reviews` (
	`user_id` text NOT NULL,
	`course_id` text NOT NULL,
	`rating` integer NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`hidden_at` integer,
	PRIMARY KEY(`user_id`, `course_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "course_reviews_rating_check" CHECK("course_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX `course_reviews_course_idx` ON `course_reviews` (`course_id`,`hidden_at`,`updated_at`);--> statement-breakpoint
CREATE TABLE `debt_results` (
	`user_id` text PRIMARY KEY NOT NULL,
	`currency` text NOT NULL,
	`debt_at_start_cents` integer NOT NULL,
	`debt_now_cents` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "debt_results_currency_check" CHECK(currency in ('CAD', 'USD')),
	CONSTRAINT "debt_results_amounts_check" CHECK(debt_at_start_cents >= 0 and debt_now_cents >= 0)
);
--> statement-breakpoint
ALTER TABLE `course_lessons` ADD `work_minutes` integer DEFAULT 0 NOT NULL;