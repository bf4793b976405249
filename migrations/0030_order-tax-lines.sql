ALTER TABLE `orders` ADD `tax_lines_json` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `buyer_region` text;