ALTER TABLE `orders` ADD `test_payment` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Orders the local provider took before this column: their payment id says so (a Stripe test-mode order's does not).
UPDATE `orders` SET `test_payment` = 1 WHERE substr(`provider_payment_id`, 1, 9) = 'pi_local_';
