import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './org.ts';
import { users } from './users.ts';

/**
 * A company's API keys (modules/api-keys; docs/ARCHITECTURE.md, "API keys"). Only the SHA-256 of
 * a key is kept, with its first characters for lists. A reference table on Citus, as `users` is:
 * a call finds its key by the hash alone, before any company is known.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Who created it: its permissions and scope never exceed theirs. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    /** The key's first characters (`chk_` and a few more), shown in lists. */
    keyPrefix: text('key_prefix').notNull(),
    /** SHA-256 of the key (base64url). */
    keyHash: text('key_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Addresses or CIDR ranges the key is accepted from; empty: any. */
    allowedIps: text('allowed_ips').array().notNull().default(sql`'{}'::text[]`),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_keys_key_hash_uq').on(t.keyHash), index('api_keys_company_idx').on(t.companyId, t.createdAt)],
);
