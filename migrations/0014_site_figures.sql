CREATE TABLE `site_figures` (
	`id` integer PRIMARY KEY NOT NULL,
	`counts` text NOT NULL,
	`computed_at` integer NOT NULL,
	CONSTRAINT "site_figures_one_row_check" CHECK(id = 1)
);
