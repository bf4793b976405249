CREATE TABLE `local_subscriptions` (
	`user_id` text PRIMARY KEY NOT NULL,
	`subscription_id` text NOT NULL,
	`period_end` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `checkout_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `checkout_url` text;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_open_checkout_idx` ON `orders` (`user_id`,`product_name`) WHERE "orders"."status" = 'pending' and "orders"."checkout_id" is not null;