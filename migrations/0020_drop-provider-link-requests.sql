-- ADR 035 (issue 36): an identity is no longer linked to an existing account by an emailed link or a
-- password typed after a provider sign-in, so the pending requests of that kind end here.
DELETE FROM `pending_sign_ins` WHERE `kind` = 'link-existing';
