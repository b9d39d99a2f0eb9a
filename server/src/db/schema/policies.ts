import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The cookie notice (spec §2, §3): one row per language and version; the newest published one of
 * a language inside its schedule (`visible_from` until `visible_until`, either null: open-ended)
 * is shown. `text` is HTML cleaned on the server before it is stored.
 */
export const cookieNotices = pgTable(
  'cookie_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** Null while it is a draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    visibleFrom: timestamp('visible_from', { withTimezone: true }),
    visibleUntil: timestamp('visible_until', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cookie_notices_language_published_idx').on(t.language, t.publishedAt)],
);

/**
 * A privacy policy (spec §3): one row per version and language. Users decide a version once (in
 * their language, else Spanish, else any); a newer published version makes everyone decide again.
 * `text` is cleaned HTML, sealed with the app's secret box when `encrypted`. A version somebody
 * has decided is no longer editable: a change is a new version.
 */
export const privacyPolicies = pgTable(
  'privacy_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: integer('version').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    encrypted: boolean('encrypted').notNull().default(false),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Null while it is a draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('privacy_policies_version_language_uq').on(t.version, t.language)],
);

/**
 * Who accepted or declined which policy version: append-only (a trigger refuses UPDATE, DELETE and
 * TRUNCATE), so it holds no foreign keys that could cascade; the user's name, email and company are
 * kept as they were (rows written before those were kept leave them empty: the user's current ones
 * stand in). `company_id` is null for staff.
 */
export const policyAcceptances = pgTable(
  'policy_acceptances',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').notNull(),
    userName: text('user_name').notNull(),
    policyId: uuid('policy_id').notNull(),
    policyVersion: integer('policy_version').notNull(),
    language: text('language').notNull(),
    accepted: boolean('accepted').notNull(),
    ipAddress: text('ip_address').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
    email: text('email').notNull().default(''),
    companyId: uuid('company_id'),
    companyName: text('company_name').notNull().default(''),
  },
  (t) => [
    index('policy_acceptances_user_version_idx').on(t.userId, t.policyVersion),
    index('policy_acceptances_at_idx').on(t.at),
    index('policy_acceptances_version_at_idx').on(t.policyVersion, t.at),
  ],
);
