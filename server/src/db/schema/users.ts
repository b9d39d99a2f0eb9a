import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
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
    /** 'none', 'email' (a code sent at sign-in) or 'totp' (authenticator app). */
    twoFactorMethod: text('two_factor_method', { enum: ['none', 'email', 'totp'] }).notNull().default('none'),
    /** AES-GCM encrypted TOTP secret (lib/secret-box.ts). */
    totpSecret: text('totp_secret'),
    /** The last authenticator time step accepted, so a code cannot be used twice. */
    totpLastStep: integer('totp_last_step'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    ticketUrl: text('ticket_url'),
    ticketUserName: text('ticket_user_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the person's data was erased (modules/erasure): the row stays, pseudonymised, for the records that keep it. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_user_name_uq').on(sql`lower(${t.userName})`),
    // An address belongs to one user (recovery, codes and links go to exactly one account).
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
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
    /**
     * A view-as session: the staff user who opened it to see the portal as this session's user (a
     * customer contact), read-only. Null for every ordinary session.
     */
    viewAsStaffUserId: uuid('view_as_staff_user_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /** Why the staff user views the portal as the contact (view-as sessions only). */
    viewAsReason: text('view_as_reason'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    // The view-as trail, newest first; ordinary sessions stay out of the index.
    index('sessions_view_as_idx').on(t.createdAt).where(sql`${t.viewAsStaffUserId} is not null`),
    index('sessions_view_as_staff_idx').on(t.viewAsStaffUserId).where(sql`${t.viewAsStaffUserId} is not null`),
  ],
);

/**
 * Browsers that signed a user in (device cookies, auth/device-cookie.ts): a cookie counts only
 * while its row is here, so the user can see them in My account and remove one, which makes that
 * browser a stranger again. Named by the browser it was, its address and the time zone it said.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    /** The random id the cookie names. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** The IANA time zone the browser told (its ch_tz cookie): an approximate place. */
    timeZone: text('time_zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
);

export const ACCOUNT_TOKEN_KINDS = ['reset', 'invitation', 'signup', 'email_change'] as const;
export type AccountTokenKind = (typeof ACCOUNT_TOKEN_KINDS)[number];

/**
 * Single-use links (password reset, invitation, sign-up verification, a new email address to
 * confirm); only a hash is kept.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ACCOUNT_TOKEN_KINDS }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address an `email_change` link confirms; it replaces the user's once the link is followed. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_tokens_hash_uq').on(t.tokenHash), index('account_tokens_user_kind_idx').on(t.userId, t.kind)],
);

/**
 * A pending second factor of one sign-in attempt, or (`email_setup`) the emailed code that turns
 * email codes on, which no sign-in accepts, or (`email_unlock`) the emailed code a browser the
 * account does not know needs while the account is locked for such browsers. An `email_unlock`
 * answered to a wrong password or an unknown user name is kept too (no code, no user), so that it
 * behaves like any other until it is spent (auth/service.ts). The `passkey*` rows hold a WebAuthn
 * challenge instead of a code, each spent by its one answer (modules/passkeys).
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Hash of the opaque challenge id the client holds. */
    challengeHash: text('challenge_hash').notNull(),
    method: text('method', { enum: ['email', 'totp', 'email_setup', 'email_unlock', 'passkey', 'passkey_sign_in', 'passkey_register'] }).notNull(),
    /** Hash of the emailed code (email method only; a `passkey` one's emailed fallback). */
    codeHash: text('code_hash'),
    /**
     * The WebAuthn challenge (base64url) the browser signs: `passkey` (a sign-in's second step),
     * `passkey_sign_in` (a passwordless sign-in, no user yet) and `passkey_register` (My account).
     */
    webauthnChallenge: text('webauthn_challenge'),
    attempts: integer('attempts').notNull().default(0),
    resends: integer('resends').notNull().default(0),
    ip: text('ip'),
    userAgent: text('user_agent'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_factor_challenges_hash_uq').on(t.challengeHash)],
);

/** Ten single-use recovery codes per user with an authenticator app; only hashes are kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
