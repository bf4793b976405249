-- Written by hand: drizzle-kit splits an index expression at its comma (json_extract's two arguments).
CREATE INDEX `audit_log_order_idx` ON `audit_log` (json_extract(`details`, '$.order'),`created_at`);
