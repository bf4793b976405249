CREATE TABLE `order_month_totals` (
	`month` text NOT NULL,
	`currency` text NOT NULL,
	`product_name` text NOT NULL,
	`status` text NOT NULL,
	`orders` integer NOT NULL,
	`amount` integer NOT NULL,
	`tax_amount` integer NOT NULL,
	PRIMARY KEY(`month`, `currency`, `product_name`, `status`)
);
--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`,`id`);--> statement-breakpoint
-- Hand-written: triggers keep order_month_totals equal to the orders' sums (ADR 028), in the same statement
-- as each change, and the orders already there are summed once. Complimentary courses (comp_reason, set at
-- insert and never changed) are not sales and stay out.
INSERT INTO `order_month_totals` (`month`, `currency`, `product_name`, `status`, `orders`, `amount`, `tax_amount`)
  SELECT strftime('%Y-%m', `created_at` / 1000, 'unixepoch'), `currency`, `product_name`, `status`, count(*), sum(`amount`), sum(`tax_amount`)
  FROM `orders` WHERE `comp_reason` IS NULL GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE TRIGGER `order_month_totals_insert` AFTER INSERT ON `orders` WHEN NEW.`comp_reason` IS NULL BEGIN
  INSERT INTO `order_month_totals` (`month`, `currency`, `product_name`, `status`, `orders`, `amount`, `tax_amount`)
    VALUES (strftime('%Y-%m', NEW.`created_at` / 1000, 'unixepoch'), NEW.`currency`, NEW.`product_name`, NEW.`status`, 1, NEW.`amount`, NEW.`tax_amount`)
    ON CONFLICT DO UPDATE SET `orders` = `orders` + 1, `amount` = `amount` + excluded.`amount`, `tax_amount` = `tax_amount` + excluded.`tax_amount`;
END;--> statement-breakpoint
CREATE TRIGGER `order_month_totals_delete` AFTER DELETE ON `orders` WHEN OLD.`comp_reason` IS NULL BEGIN
  UPDATE `order_month_totals` SET `orders` = `orders` - 1, `amount` = `amount` - OLD.`amount`, `tax_amount` = `tax_amount` - OLD.`tax_amount`
    WHERE `month` = strftime('%Y-%m', OLD.`created_at` / 1000, 'unixepoch') AND `currency` = OLD.`currency`
      AND `product_name` = OLD.`product_name` AND `status` = OLD.`status`;
END;--> statement-breakpoint
CREATE TRIGGER `order_month_totals_update` AFTER UPDATE OF `status`, `amount`, `tax_amount`, `currency`, `product_name`, `created_at` ON `orders` WHEN OLD.`comp_reason` IS NULL BEGIN
  UPDATE `order_month_totals` SET `orders` = `orders` - 1, `amount` = `amount` - OLD.`amount`, `tax_amount` = `tax_amount` - OLD.`tax_amount`
    WHERE `month` = strftime('%Y-%m', OLD.`created_at` / 1000, 'unixepoch') AND `currency` = OLD.`currency`
      AND `product_name` = OLD.`product_name` AND `status` = OLD.`status`;
  INSERT INTO `order_month_totals` (`month`, `currency`, `product_name`, `status`, `orders`, `amount`, `tax_amount`)
    VALUES (strftime('%Y-%m', NEW.`created_at` / 1000, 'unixepoch'), NEW.`currency`, NEW.`product_name`, NEW.`status`, 1, NEW.`amount`, NEW.`tax_amount`)
    ON CONFLICT DO UPDATE SET `orders` = `orders` + 1, `amount` = `amount` + excluded.`amount`, `tax_amount` = `tax_amount` + excluded.`tax_amount`;
END;
