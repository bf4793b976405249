ALTER TABLE `orders` ADD `paid_at` integer;
--> statement-breakpoint
-- Orders paid before payments were dated: their opening is the best date there is (the receipt showed it).
UPDATE `orders` SET `paid_at` = `created_at` WHERE `status` IN ('paid', 'completed', 'refunded') AND `paid_at` IS NULL;
