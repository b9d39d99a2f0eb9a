import { sql } from 'drizzle-orm';
import { doublePrecision, foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

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
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    customerNo: text('customer_no').notNull(),
    name: text('name').notNull(),
    vatNo: text('vat_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('business_partners_company_customer_no_uq').on(t.companyId, t.customerNo)],
);

/** A served location of a business partner. */
export const sites = pgTable(
  'sites',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    businessPartnerId: uuid('business_partner_id').notNull(),
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
    tenantPrimaryKey(t),
    partnerKey('sites', t),
    uniqueIndex('sites_company_code_uq').on(t.companyId, t.code),
    index('sites_company_bp_idx').on(t.companyId, t.businessPartnerId),
  ],
);

/** A building of a site, synced from the ERP or facility system. */
export const buildings = pgTable(
  'buildings',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({ name: 'buildings_company_site_fk', columns: [t.companyId, t.siteId], foreignColumns: [sites.companyId, sites.id] }).onDelete('cascade'),
    uniqueIndex('buildings_company_code_uq').on(t.companyId, t.code),
    index('buildings_company_site_idx').on(t.companyId, t.siteId),
  ],
);

// Citus distributes the tenant tables by company_id (docs/OPERATIONS.md, "Citus"): every key holds
// company_id and a reference between two of them names the company as well, so a row can only
// point at a row of its own company. Ids stay global UUIDs and lead the primary key, so a lookup by
// id alone (staff, across companies) still reads the key. A reference between tenant tables
// cannot set null on delete (Citus would set company_id too): the app never deletes a partner's
// site, team, trip, building or ledger entry on its own, and deleting the partner or company
// removes the rows that name them in the same statement.

/** A tenant table's primary key: the global id with its company. */
export const tenantPrimaryKey = (t: { id: AnyPgColumn; companyId: AnyPgColumn }) => primaryKey({ columns: [t.id, t.companyId] });

/** The business partner of a row, in the row's company. */
export const partnerKey = (table: string, t: { companyId: AnyPgColumn; businessPartnerId: AnyPgColumn }) =>
  foreignKey({ name: `${table}_company_partner_fk`, columns: [t.companyId, t.businessPartnerId], foreignColumns: [businessPartners.companyId, businessPartners.id] }).onDelete('cascade');

/** The keys of a table made with tenantColumns(): its primary key, partner and site. */
export const tenantKeys = (table: string, t: { id: AnyPgColumn; companyId: AnyPgColumn; businessPartnerId: AnyPgColumn; siteId: AnyPgColumn }) => [
  tenantPrimaryKey(t),
  partnerKey(table, t),
  foreignKey({ name: `${table}_company_site_fk`, columns: [t.companyId, t.siteId], foreignColumns: [sites.companyId, sites.id] }),
];

// Every customer-data table carries company_id (leading its indexes) and the narrowest node it
// hangs from (business partner, site), so one scope filter serves them all (db/scope.ts). Its
// keys come from tenantKeys().
export const tenantColumns = () => ({
  id: uuid('id').notNull().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  businessPartnerId: uuid('business_partner_id').notNull(),
  siteId: uuid('site_id'),
});
