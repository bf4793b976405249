CREATE TABLE `community_follows` (
	`user_id` text NOT NULL,
	`thread_id` text NOT NULL,
	`following` integer NOT NULL,
	`last_emailed_at` integer,
	PRIMARY KEY(`user_id`, `thread_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`thread_id`) REFERENCES `community_threads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `community_follows_thread_idx` ON `community_follows` (`thread_id`);--> statement-breakpoint
CREATE TABLE `community_posts` (
	`id` text PRIMARY KEY NOT NULL,
	`thread_id` text NOT NULL,
	`post_number` integer NOT NULL,
	`author_id` text,
	`body_markdown` text NOT NULL,
	`body_html` text NOT NULL,
	`body_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`edited_at` integer,
	`deleted_at` integer,
	`hidden_at` integer,
	FOREIGN KEY (`thread_id`) REFERENCES `community_threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `community_posts_thread_number_unique` ON `community_posts` (`thread_id`,`post_number`);--> statement-breakpoint
CREATE INDEX `community_posts_author_idx` ON `community_posts` (`author_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `community_reports` (
	`post_id` text NOT NULL,
	`reporter_id` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer NOT NULL,
	`resolved_at` integer,
	PRIMARY KEY(`post_id`, `reporter_id`),
	FOREIGN KEY (`post_id`) REFERENCES `community_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `community_reports_open_idx` ON `community_reports` (`resolved_at`,`created_at`);--> statement-breakpoint
CREATE TABLE `community_suspensions` (
	`user_id` text PRIMARY KEY NOT NULL,
	`until` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `community_threads` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`category` text,
	`course_id` text,
	`lesson_number` integer,
	`title` text,
	`author_id` text,
	`post_count` integer DEFAULT 0 NOT NULL,
	`last_post_number` integer DEFAULT 0 NOT NULL,
	`last_post_at` integer NOT NULL,
	`pinned_at` integer,
	`locked_at` integer,
	`hidden_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "community_threads_kind_check" CHECK(("community_threads"."kind" = 'space' and "community_threads"."category" is not null and "community_threads"."title" is not null and "community_threads"."course_id" is null)
        or ("community_threads"."kind" = 'lesson' and "community_threads"."course_id" is not null and "community_threads"."lesson_number" is not null and "community_threads"."category" is null)),
	CONSTRAINT "community_threads_category_check" CHECK("community_threads"."category" is null or "community_threads"."category" in ('budgeting', 'debt', 'saving-investing', 'canada', 'united-states', 'wins'))
);
--> statement-breakpoint
CREATE INDEX `community_threads_list_idx` ON `community_threads` (`kind`,`category`,`hidden_at`,`pinned_at`,`last_post_at`);--> statement-breakpoint
CREATE INDEX `community_threads_space_idx` ON `community_threads` (`kind`,`hidden_at`,`pinned_at`,`last_post_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `community_threads_lesson_unique` ON `community_threads` (`course_id`,`lesson_number`);--> statement-breakpoint
CREATE INDEX `community_threads_author_idx` ON `community_threads` (`author_id`);--> statement-breakpoint
CREATE TABLE `notification_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`community_replies` integer DEFAULT true NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
