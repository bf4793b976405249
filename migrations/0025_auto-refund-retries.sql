ALTER TABLE `orders` ADD `auto_refund_due_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `auto_refund_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `auto_refund_error` text;--> statement-breakpoint
CREATE INDEX `orders_auto_refund_due_idx` ON `orders` (`auto_refund_due_at`) WHERE "orders"."auto_refund_due_at" is not null;--> statement-breakpoint
-- Back-fill: second payments for a course already owned (a paid, non-complimentary order after an earlier paid one) whose automatic refund failed before retries existed are owed now.
UPDATE `orders` SET `auto_refund_due_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER)
WHERE `status` = 'paid' AND `comp_reason` IS NULL AND `provider_payment_id` IS NOT NULL AND `user_id` IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM `orders` AS `earlier`
    WHERE `earlier`.`user_id` = `orders`.`user_id` AND `earlier`.`product_name` = `orders`.`product_name` AND `earlier`.`status` = 'paid'
      AND (`earlier`.`created_at` < `orders`.`created_at` OR (`earlier`.`created_at` = `orders`.`created_at` AND `earlier`.`id` < `orders`.`id`))
  );
