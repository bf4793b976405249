CREATE TABLE `live_events` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`starts_at` integer NOT NULL,
	`duration_minutes` integer NOT NULL,
	`time_zone` text NOT NULL,
	`capacity` integer NOT NULL,
	`join_url` text NOT NULL,
	`replay_url` text,
	`sequence` integer DEFAULT 0 NOT NULL,
	`rsvp_count` integer DEFAULT 0 NOT NULL,
	`cancelled_at` integer,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "live_events_duration_check" CHECK("live_events"."duration_minutes" between 15 and 480),
	CONSTRAINT "live_events_capacity_check" CHECK("live_events"."capacity" between 1 and 100000)
);
--> statement-breakpoint
CREATE INDEX `live_events_starts_idx` ON `live_events` (`starts_at`);--> statement-breakpoint
CREATE TABLE `live_question_votes` (
	`question_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`question_id`, `user_id`),
	FOREIGN KEY (`question_id`) REFERENCES `live_questions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `live_questions` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`user_id` text,
	`body` text NOT NULL,
	`vote_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `live_events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `live_questions_event_idx` ON `live_questions` (`event_id`,`vote_count`);--> statement-breakpoint
CREATE TABLE `live_rsvps` (
	`event_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`event_id`, `user_id`),
	FOREIGN KEY (`event_id`) REFERENCES `live_events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `live_rsvps_user_idx` ON `live_rsvps` (`user_id`);--> statement-breakpoint
CREATE TABLE `coach_availability` (
	`id` text PRIMARY KEY NOT NULL,
	`coach_id` text NOT NULL,
	`weekday` integer NOT NULL,
	`start_minute` integer NOT NULL,
	`end_minute` integer NOT NULL,
	`time_zone` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "coach_availability_weekday_check" CHECK("coach_availability"."weekday" between 0 and 6),
	CONSTRAINT "coach_availability_minutes_check" CHECK(0 <= "coach_availability"."start_minute" and "coach_availability"."start_minute" < "coach_availability"."end_minute" and "coach_availability"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE INDEX `coach_availability_coach_idx` ON `coach_availability` (`coach_id`,`weekday`);--> statement-breakpoint
CREATE TABLE `coach_exceptions` (
	`id` text PRIMARY KEY NOT NULL,
	`coach_id` text NOT NULL,
	`date` text NOT NULL,
	`kind` text NOT NULL,
	`start_minute` integer,
	`end_minute` integer,
	`time_zone` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "coach_exceptions_kind_check" CHECK(("coach_exceptions"."kind" = 'off' and "coach_exceptions"."start_minute" is null and "coach_exceptions"."end_minute" is null)
        or ("coach_exceptions"."kind" = 'extra' and 0 <= "coach_exceptions"."start_minute" and "coach_exceptions"."start_minute" < "coach_exceptions"."end_minute" and "coach_exceptions"."end_minute" <= 1440))
);
--> statement-breakpoint
CREATE INDEX `coach_exceptions_coach_idx` ON `coach_exceptions` (`coach_id`,`date`);--> statement-breakpoint
CREATE TABLE `coaching_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`coach_id` text NOT NULL,
	`member_id` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`period_end` integer NOT NULL,
	`status` text DEFAULT 'booked' NOT NULL,
	`cancelled_by` text,
	`cancelled_at` integer,
	`coach_note` text DEFAULT '' NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`coach_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "coaching_sessions_status_check" CHECK("coaching_sessions"."status" in ('booked', 'cancelled')),
	CONSTRAINT "coaching_sessions_time_check" CHECK("coaching_sessions"."starts_at" < "coaching_sessions"."ends_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coaching_sessions_slot_unique` ON `coaching_sessions` (`coach_id`,`starts_at`) WHERE "coaching_sessions"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX `coaching_sessions_period_unique` ON `coaching_sessions` (`member_id`,`period_end`) WHERE "coaching_sessions"."status" = 'booked';--> statement-breakpoint
CREATE INDEX `coaching_sessions_coach_idx` ON `coaching_sessions` (`coach_id`,`status`,`starts_at`);--> statement-breakpoint
CREATE INDEX `coaching_sessions_member_idx` ON `coaching_sessions` (`member_id`,`status`,`starts_at`);--> statement-breakpoint
CREATE INDEX `coaching_sessions_starts_idx` ON `coaching_sessions` (`status`,`starts_at`);--> statement-breakpoint
CREATE TABLE `sent_reminders` (
	`subject_key` text NOT NULL,
	`kind` text NOT NULL,
	`recipient_id` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`subject_key`, `kind`, `recipient_id`)
);
--> statement-breakpoint
CREATE INDEX `sent_reminders_sent_idx` ON `sent_reminders` (`sent_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `time_zone` text DEFAULT 'America/Toronto' NOT NULL;