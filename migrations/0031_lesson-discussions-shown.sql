-- A lesson's discussion has no opening post: hiding its first post hid the whole discussion until this fix. Show them again; the hidden post stays hidden.
UPDATE `community_threads` SET `hidden_at` = NULL WHERE `kind` = 'lesson' AND `hidden_at` IS NOT NULL;
