-- Full-text search over community posts (SQLite FTS5, which embedded libSQL and Turso both build in).
-- drizzle has no virtual tables, so this one is kept in step with community_posts by triggers here:
-- a post is in the index while it is neither deleted nor hidden; the title is indexed with post 1.
CREATE VIRTUAL TABLE `community_search` USING fts5(`title`, `body`, tokenize = 'porter unicode61');
--> statement-breakpoint
CREATE TRIGGER `community_search_post_insert` AFTER INSERT ON `community_posts`
WHEN new.`deleted_at` IS NULL AND new.`hidden_at` IS NULL
BEGIN
  INSERT INTO `community_search` (`rowid`, `title`, `body`)
  VALUES (new.rowid, CASE WHEN new.`post_number` = 1 THEN (SELECT coalesce(`title`, '') FROM `community_threads` WHERE `id` = new.`thread_id`) ELSE '' END, new.`body_markdown`);
END;
--> statement-breakpoint
CREATE TRIGGER `community_search_post_update` AFTER UPDATE ON `community_posts`
BEGIN
  DELETE FROM `community_search` WHERE `rowid` = old.rowid;
  INSERT INTO `community_search` (`rowid`, `title`, `body`)
  SELECT new.rowid, CASE WHEN new.`post_number` = 1 THEN (SELECT coalesce(`title`, '') FROM `community_threads` WHERE `id` = new.`thread_id`) ELSE '' END, new.`body_markdown`
  WHERE new.`deleted_at` IS NULL AND new.`hidden_at` IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `community_search_post_delete` AFTER DELETE ON `community_posts`
BEGIN
  DELETE FROM `community_search` WHERE `rowid` = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `community_search_title_update` AFTER UPDATE OF `title` ON `community_threads`
BEGIN
  UPDATE `community_search` SET `title` = coalesce(new.`title`, '')
  WHERE `rowid` = (SELECT rowid FROM `community_posts` WHERE `thread_id` = new.`id` AND `post_number` = 1);
END;
