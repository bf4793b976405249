import { integer } from "drizzle-orm/sqlite-core";

/** Milliseconds since the epoch, read and written as `Date`. */
export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

export const createdAt = () =>
  timestamp("created_at")
    .notNull()
    .$defaultFn(() => new Date());
