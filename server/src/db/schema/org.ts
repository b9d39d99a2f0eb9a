import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A client group (DESIGN.md §2): the tenant. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Permissions a newly signed-up contact of this company receives. */
    defaultPermissions: text('default_permissions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_code_uq').on(t.code)],
);

/** An ERP customer (customer number) of a company. */
export const businessPartners = pgTable(
  'business_partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    customerNo: text('customer_no').notNull(),
    name: text('name').notNull(),
    vatNo: text('vat_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('business_partners_company_customer_no_uq').on(t.companyId, t.customerNo)],
);

/** A served location of a business partner. */
export const sites = pgTable(
  'sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    businessPartnerId: uuid('business_partner_id')
      .notNull()
      .references(() => businessPartners.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sites_company_code_uq').on(t.companyId, t.code),
    index('sites_company_bp_idx').on(t.companyId, t.businessPartnerId),
  ],
);

/** A building of a site, synced from the ERP or facility system. */
export const buildings = pgTable(
  'buildings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buildings_company_code_uq').on(t.companyId, t.code),
    index('buildings_company_site_idx').on(t.companyId, t.siteId),
  ],
);

// Every customer-data table carries company_id (leading its indexes) and the narrowest node it
// hangs from (business partner, site), so one scope filter serves them all (modules/scope).
export const tenantColumns = () => ({
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  businessPartnerId: uuid('business_partner_id')
    .notNull()
    .references(() => businessPartners.id, { onDelete: 'cascade' }),
  siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
});
