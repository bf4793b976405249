DROP INDEX `certificates_user_course_unique`;--> statement-breakpoint
ALTER TABLE `certificates` ADD `revoked_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_live_user_course_unique` ON `certificates` (`user_id`,`course_id`) WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX `certificates_user_course_idx` ON `certificates` (`user_id`,`course_id`);