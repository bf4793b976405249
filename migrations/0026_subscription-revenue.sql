CREATE TABLE `subscription_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`kind` text NOT NULL,
	`tier` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "subscription_changes_kind_check" CHECK("subscription_changes"."kind" in ('new', 'upgraded', 'downgraded', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX `subscription_changes_at_idx` ON `subscription_changes` (`at`);--> statement-breakpoint
ALTER TABLE `subscribers` ADD `currency` text;--> statement-breakpoint
-- Back-fill: a local test subscription's currency; Stripe subscriptions get theirs at their next sync.
UPDATE `subscribers` SET `currency` = (SELECT `currency` FROM `local_subscriptions` WHERE `local_subscriptions`.`user_id` = `subscribers`.`user_id`) WHERE `currency` IS NULL;
--> statement-breakpoint
-- Back-fill: refunds made by staff before refunded_at was kept are dated by their audit entry; other undated refunds stay null ("date unknown" in the console).
UPDATE `orders` SET `refunded_at` = (SELECT min(`created_at`) FROM `audit_log` WHERE `audit_log`.`action` = 'refund' AND json_extract(`audit_log`.`details`, '$.order') = `orders`.`id`) WHERE `status` = 'refunded' AND `refunded_at` IS NULL;
