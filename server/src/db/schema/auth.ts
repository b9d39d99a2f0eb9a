import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed sign-in counters per account and per address, shared by every instance. */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
