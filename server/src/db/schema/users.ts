import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './org.ts';

export const TREE_NODE_KINDS = ['company', 'business_partner', 'site', 'building'] as const;
export type TreeNodeKind = (typeof TREE_NODE_KINDS)[number];

/** Staff users and customer contacts (spec §3 "User"). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for staff; the tenant for customer contacts. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** The spec's Tree Id: the organisation node the contact is scoped to. */
    treeNodeKind: text('tree_node_kind', { enum: TREE_NODE_KINDS }),
    treeNodeId: uuid('tree_node_id'),
    userName: text('user_name').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    language: text('language').notNull().default('en-US'),
    active: boolean('active').notNull().default(true),
    mainContact: boolean('main_contact').notNull().default(false),
    identification: text('identification'),
    city: text('city'),
    street: text('street'),
    dateOfBirth: date('date_of_birth'),
    /** Base64 PNG photo. */
    image: text('image'),
    retailCentre: text('retail_centre'),
    showContractNumber: boolean('show_contract_number').notNull().default(false),
    showTreeId: boolean('show_tree_id').notNull().default(false),
    ticketUrl: text('ticket_url'),
    ticketUserName: text('ticket_user_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_user_name_uq').on(sql`lower(${t.userName})`),
    index('users_company_idx').on(t.companyId),
  ],
);

/** Signed-in sessions. Only a hash of the opaque bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);
