ALTER TABLE `orders` ADD `comp_reason` text;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_live_comp_idx` ON `orders` (`user_id`,`product_name`) WHERE "orders"."comp_reason" is not null and "orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX `profiles_first_name_lower_idx` ON `profiles` (lower("first_name"));--> statement-breakpoint
CREATE INDEX `profiles_last_name_lower_idx` ON `profiles` (lower("last_name"));--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (lower("actor_email"),`created_at`);