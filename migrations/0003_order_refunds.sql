PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`product_name` text NOT NULL,
	`status` text NOT NULL,
	`amount` integer NOT NULL,
	`tax_amount` integer DEFAULT 0 NOT NULL,
	`currency` text NOT NULL,
	`provider_reference` text,
	`provider_payment_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "orders_status_check" CHECK("__new_orders"."status" in ('paid', 'completed', 'pending', 'failed', 'cancelled', 'refunded')),
	CONSTRAINT "orders_currency_check" CHECK("__new_orders"."currency" in ('CAD', 'USD')),
	CONSTRAINT "orders_amount_check" CHECK("__new_orders"."amount" >= 0 and "__new_orders"."tax_amount" >= 0)
);
--> statement-breakpoint
INSERT INTO `__new_orders`("id", "user_id", "product_name", "status", "amount", "tax_amount", "currency", "provider_reference", "provider_payment_id", "created_at") SELECT "id", "user_id", "product_name", "status", "amount", "tax_amount", "currency", "provider_reference", "provider_payment_id", "created_at" FROM `orders`;--> statement-breakpoint
DROP TABLE `orders`;--> statement-breakpoint
ALTER TABLE `__new_orders` RENAME TO `orders`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `orders_user_status_product_idx` ON `orders` (`user_id`,`status`,`product_name`);--> statement-breakpoint
CREATE INDEX `orders_user_created_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_provider_payment_idx` ON `orders` (`provider_payment_id`);--> statement-breakpoint
CREATE INDEX `orders_provider_reference_idx` ON `orders` (`provider_reference`);