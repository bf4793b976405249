import { sql } from "drizzle-orm";
import { caseFoldSql } from "../case-fold";
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";
import { users } from "./users";

export const profiles = sqliteTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name"),
    lastName: text("last_name"),
    updatedAt: timestamp("updated_at")
      .notNull()
      .$defaultFn(() => new Date()),
  },
  // The console's learner search by name (a prefix, in any case: "élodie" finds "Élodie"; db/case-fold.ts).
  (table) => [
    index("profiles_first_name_lower_idx").on(caseFoldSql(sql`${table.firstName}`)),
    index("profiles_last_name_lower_idx").on(caseFoldSql(sql`${table.lastName}`)),
  ],
);
