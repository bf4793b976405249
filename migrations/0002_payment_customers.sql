CREATE TABLE `customers` (
	`user_id` text PRIMARY KEY NOT NULL,
	`provider_customer_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customers_provider_customer_id_unique` ON `customers` (`provider_customer_id`);--> statement-breakpoint
ALTER TABLE `subscribers` ADD `cancel_at_period_end` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `tax_amount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `provider_payment_id` text;--> statement-breakpoint
CREATE INDEX `orders_provider_payment_idx` ON `orders` (`provider_payment_id`);