CREATE TABLE `lesson_questions` (
	`id` text PRIMARY KEY NOT NULL,
	`course_id` text NOT NULL,
	`lesson_number` integer NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`prompt_html` text NOT NULL,
	`choices_json` text NOT NULL,
	`unit` text,
	`key_json` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lesson_questions_course_lesson_idx` ON `lesson_questions` (`course_id`,`lesson_number`,`position`);--> statement-breakpoint
CREATE TABLE `quiz_answers` (
	`attempt_id` text NOT NULL,
	`question_id` text NOT NULL,
	`position` integer NOT NULL,
	`response_json` text NOT NULL,
	`right` integer NOT NULL,
	PRIMARY KEY(`attempt_id`, `question_id`),
	FOREIGN KEY (`attempt_id`) REFERENCES `quiz_attempts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quiz_answers_question_idx` ON `quiz_answers` (`question_id`);--> statement-breakpoint
CREATE TABLE `quiz_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`scope` text NOT NULL,
	`attempt_number` integer NOT NULL,
	`score` integer NOT NULL,
	`total` integer NOT NULL,
	`passed` integer NOT NULL,
	`submitted_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quiz_attempts_user_scope_number_unique` ON `quiz_attempts` (`user_id`,`scope`,`attempt_number`);--> statement-breakpoint
CREATE INDEX `quiz_attempts_user_scope_time_idx` ON `quiz_attempts` (`user_id`,`scope`,`submitted_at`);--> statement-breakpoint
CREATE TABLE `review_cards` (
	`user_id` text NOT NULL,
	`question_id` text NOT NULL,
	`box` integer NOT NULL,
	`due_at` integer NOT NULL,
	`answered_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `question_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `review_cards_user_due_idx` ON `review_cards` (`user_id`,`due_at`);--> statement-breakpoint
CREATE TABLE `review_email_subscriptions` (
	`user_id` text PRIMARY KEY NOT NULL,
	`consented_at` integer NOT NULL,
	`last_sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `review_email_subscriptions_sent_idx` ON `review_email_subscriptions` (`last_sent_at`);--> statement-breakpoint
ALTER TABLE `certificates` ADD `assessment_attempt_id` text;