-- Hand-written in place of drizzle-kit's rebuild of `subscribers`: the two columns can be added in place.
ALTER TABLE `subscribers` ADD `pending_tier` text CONSTRAINT "subscribers_pending_tier_check" CHECK("pending_tier" is null or "pending_tier" in ('basic', 'premium', 'elite'));--> statement-breakpoint
ALTER TABLE `subscribers` ADD `pending_at` integer;
