CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text NOT NULL,
	`actor_email` text NOT NULL,
	`action` text NOT NULL,
	`target` text NOT NULL,
	`reason` text NOT NULL,
	`details` text DEFAULT '{}' NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_target_idx` ON `audit_log` (`target`,`created_at`);--> statement-breakpoint
-- Hand-written in place of drizzle-kit's rebuild of `users` (which copied a column that does not exist yet): a
-- column with its check can be added in place.
ALTER TABLE `users` ADD `role` text CONSTRAINT "users_role_check" CHECK("role" is null or "role" in ('admin', 'coach'));--> statement-breakpoint
-- The audit log is append-only: not even a database shell edits or deletes an entry by accident.
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
