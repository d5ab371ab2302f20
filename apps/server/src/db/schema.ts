import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Small runtime settings an operator can change without a deploy. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow(),
});
