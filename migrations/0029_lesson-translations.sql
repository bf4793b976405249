CREATE TABLE `lesson_translations` (
	`course_id` text NOT NULL,
	`lesson_number` integer NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`content_html` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`worksheet_json` text DEFAULT '[]' NOT NULL,
	`source` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`course_id`, `lesson_number`, `locale`)
);
--> statement-breakpoint
CREATE TABLE `question_translations` (
	`question_id` text NOT NULL,
	`locale` text NOT NULL,
	`prompt_html` text NOT NULL,
	`choices_json` text NOT NULL,
	`unit` text,
	`key_json` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`question_id`, `locale`),
	FOREIGN KEY (`question_id`) REFERENCES `lesson_questions`(`id`) ON UPDATE no action ON DELETE cascade
);
