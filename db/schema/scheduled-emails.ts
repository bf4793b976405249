import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";

/**
 * One row per reminder ever sent: the sweep inserts the row first (`insert … on conflict do nothing`)
 * and sends only the reminders whose row it inserted, so two overlapping or retried sweeps send each
 * reminder exactly once. `subject_key` names what it reminds of and its start, e.g.
 * `event:<id>:<starts_at>` so a rescheduled event is reminded of again; `kind` is `24h` or `1h`.
 */
export const sentReminders = sqliteTable(
  "sent_reminders",
  {
    subjectKey: text("subject_key").notNull(),
    kind: text("kind").notNull(),
    recipientId: text("recipient_id").notNull(),
    sentAt: timestamp("sent_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.subjectKey, table.kind, table.recipientId] }),
    // The hourly sweep deletes rows long past.
    index("sent_reminders_sent_idx").on(table.sentAt),
  ],
);
