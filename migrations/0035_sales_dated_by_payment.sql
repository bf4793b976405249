-- Hand-written: the console's monthly sales are dated by the payment (`paid_at`, ADR 069), as receipts and
-- the 30-day guarantee are, not by the checkout's opening; an order not paid yet is dated by its opening.
-- The triggers of 0011 are replaced with the same ones over coalesce(paid_at, created_at), and the totals
-- are summed again once.
DROP TRIGGER `order_month_totals_insert`;--> statement-breakpoint
DROP TRIGGER `order_month_totals_delete`;--> statement-breakpoint
DROP TRIGGER `order_month_totals_update`;--> statement-breakpoint
DELETE FROM `order_month_totals`;--> statement-breakpoint
INSERT INTO `order_month_totals` (`month`, `currency`, `product_name`, `status`, `orders`, `amount`, `tax_amount`)
  SELECT strftime('%Y-%m', coalesce(`paid_at`, `created_at`) / 1000, 'unixepoch'), `currency`, `product_name`, `status`, count(*), sum(`amount`), sum(`tax_amount`)
  FROM `orders` WHERE `comp_reason` IS NULL GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE TRIGGER `order_month_totals_insert` AFTER INSERT ON `orders` WHEN NEW.`comp_reason` IS NULL BEGIN
  INSERT INTO `order_month_totals` (`month`, `currency`, `product_name`, `status`, `orders`, `amount`, `tax_amount`)
    VALUES (strftime('%Y-%m', coalesce(NEW.`paid_at`, NEW.`created_at`) / 1000, 'unixepoch'), NEW.`currency`, NEW.`product_name`, NEW.`status`, 1, NEW.`amount`, NEW.`tax_amount`)
    ON CONFLICT DO UPDATE SET `orders` = `orders` + 1, `amount` = `amount` + excluded.`amount`, `tax_amount` = `tax_amount` + excluded.`tax_amount`;
END;--> statement-breakpoint
CREATE TRIGGER `order_month_totals_delete` AFTER DELETE ON `orders` WHEN OLD.`comp_reason` IS NULL BEGIN
  UPDATE `order_month_totals` SET `orders` = `orders` - 1, `amount` = `amount` - OLD.`amount`, `tax_amount` = `tax_amount` - OLD.`tax_amount`
    WHERE `month` = strftime('%Y-%m', coalesce(OLD.`paid_at`, OLD.`created_at`) / 1000, 'unixepoch') AND `currency` = OLD.`currency`
      AND `product_name` = OLD.`product_name` AND `status` = OLD.`status`;
END;--> statement-breakpoint
CREATE TRIGGER `order_month_totals_update` AFTER UPDATE OF `status`, `amount`, `tax_amount`, `currency`, `product_name`, `created_at`, `paid_at` ON `orders` WHEN OLD.`comp_reason` IS NULL BEGIN
  UPDATE `order_month_totals` SET `orders` = `orders` - 1, `amount` = `amount` - OLD.`amount`, `tax_amount` = `tax_amount` - OLD.`tax_amount`
    WHERE `month` = strftime('%Y-%m', coalesce(OLD.`paid_at`, OLD.`created_at`) / 1000, 'unixepoch') AND `currency` = OLD.`currency`
      AND `product_name` = OLD.`product_name` AND `status` = OLD.`status`;
  INSERT INTO `order_month_totals` (`month`, `currency`, `product_name`, `status`, `orders`, `amount`, `tax_amount`)
    VALUES (strftime('%Y-%m', coalesce(NEW.`paid_at`, NEW.`created_at`) / 1000, 'unixepoch'), NEW.`currency`, NEW.`product_name`, NEW.`status`, 1, NEW.`amount`, NEW.`tax_amount`)
    ON CONFLICT DO UPDATE SET `orders` = `orders` + 1, `amount` = `amount` + excluded.`amount`, `tax_amount` = `tax_amount` + excluded.`tax_amount`;
END;
