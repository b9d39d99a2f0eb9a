import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './org.ts';
import { users } from './users.ts';

/**
 * OpenID Connect providers (docs/ARCHITECTURE.md, "Single sign-on"): the staff provider
 * (company_id null, at most one) and at most one per customer company. A reference table on Citus
 * (server/test/ops/citus-rules.ts): the staff row has no company, and the sign-in page looks a
 * provider up by email domain before any company is known.
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the staff provider; else the customer company whose users it signs in. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** The name on the sign-in page's button ("Continue with …"). */
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    /** Sealed with the app's secret box (lib/secret-box.ts); never answered. */
    clientSecretSealed: text('client_secret_sealed'),
    /** A company provider's email domains (lower case): the sign-in page offers it for these. */
    emailDomains: text('email_domains').array().notNull().default(sql`'{}'::text[]`),
    /** What a user created at their first sign-in receives. */
    defaultPermissions: text('default_permissions').array().notNull().default(sql`'{}'::text[]`),
    /** While enabled: the company's users may not sign in (or reset) with a password. */
    passwordSignInOff: boolean('password_sign_in_off').notNull().default(false),
    enabled: boolean('enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One provider per company, and one staff provider.
    uniqueIndex('identity_providers_company_uq').on(sql`coalesce(${t.companyId}, '00000000-0000-0000-0000-000000000000'::uuid)`),
    index('identity_providers_domains_idx').using('gin', t.emailDomains),
  ],
);

/** A user's account at a provider (`sub`), remembered at their first sign-in with it. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_identities_provider_subject_uq').on(t.providerId, t.subject), index('user_identities_user_idx').on(t.userId)],
);

/**
 * One started sign-in with a provider: its state (only a hash: the browser holds the value, in a
 * cookie and in the provider's answer), nonce and PKCE verifier (sealed), and where to go after.
 * Single use, for a few minutes.
 */
export const ssoStates = pgTable(
  'sso_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    returnPath: text('return_path'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sso_states_hash_uq').on(t.stateHash), index('sso_states_expires_idx').on(t.expiresAt)],
);
