import { sql } from 'drizzle-orm';
import { date, foreignKey, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONTRACT_STATUSES } from '@customer-hub/contract/contracts';
import { ORDER_STATUSES } from '@customer-hub/contract/orders';
import { TRANSPORT_STATUSES } from '@customer-hub/contract/transports';
import { TRIP_STATUSES } from '@customer-hub/contract/trips';
import { companies, tenantColumns, tenantKeys, tenantPrimaryKey } from './org.ts';
import { users } from './users.ts';

export const contracts = pgTable(
  'contracts',
  {
    ...tenantColumns(),
    contractNo: text('contract_no').notNull(),
    title: text('title').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    status: text('status', { enum: CONTRACT_STATUSES }).notNull().default('Pending'),
    /** ISO 4217 code of the lines' unit prices. */
    currency: text('currency').notNull().default('EUR'),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [...tenantKeys('contracts', t), uniqueIndex('contracts_company_no_uq').on(t.companyId, t.contractNo), index('contracts_company_bp_idx').on(t.companyId, t.businessPartnerId, t.siteId)],
);

/** Global search's folded text (ch_fold(), see documents.ts), kept in a stored column. */
const searchText = (expression: ReturnType<typeof sql>) => text('search_text').generatedAlwaysAs(expression);

export const contractLines = pgTable(
  'contract_lines',
  {
    ...tenantColumns(),
    contractId: uuid('contract_id').notNull(),
    lineNo: integer('line_no').notNull(),
    /** `<contract no>/<line no>` for lines a sync wrote (modules/sync); null for lines made here. */
    erpKey: text('erp_key'),
    service: text('service').notNull(),
    frequency: text('frequency').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    unitOfMeasure: text('unit_of_measure').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    searchText: searchText(sql`ch_fold(service)`),
  },
  (t) => [
    ...tenantKeys('contract_lines', t),
    foreignKey({ name: 'contract_lines_company_contract_fk', columns: [t.companyId, t.contractId], foreignColumns: [contracts.companyId, contracts.id] }).onDelete('cascade'),
    index('contract_lines_company_contract_idx').on(t.companyId, t.contractId),
    uniqueIndex('contract_lines_company_erp_key_uq').on(t.companyId, t.erpKey),
    index('contract_lines_search_trgm_idx').using('gin', t.companyId, sql`ch_grams(${t.searchText}) gin_trgm_ops`),
  ],
);

/** Logistics runs (DESIGN.md §2). */
export const trips = pgTable(
  'trips',
  {
    ...tenantColumns(),
    tourNo: text('tour_no').notNull(),
    vehicle: text('vehicle').notNull(),
    driver: text('driver').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    plannedStart: timestamp('planned_start', { withTimezone: true }).notNull(),
    plannedEnd: timestamp('planned_end', { withTimezone: true }).notNull(),
    actualStart: timestamp('actual_start', { withTimezone: true }),
    actualEnd: timestamp('actual_end', { withTimezone: true }),
    distanceKm: numeric('distance_km', { precision: 10, scale: 1 }).notNull(),
    status: text('status', { enum: TRIP_STATUSES }).notNull(),
    searchText: searchText(sql`ch_fold(tour_no || ' ' || origin || ' ' || destination)`),
  },
  (t) => [
    ...tenantKeys('trips', t),
    uniqueIndex('trips_company_tour_uq').on(t.companyId, t.tourNo),
    index('trips_company_bp_start_idx').on(t.companyId, t.businessPartnerId, t.plannedStart),
    index('trips_search_trgm_idx').using('gin', t.companyId, sql`ch_grams(${t.searchText}) gin_trgm_ops`),
  ],
);

export const tripStops = pgTable(
  'trip_stops',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tripId: uuid('trip_id').notNull(),
    seq: integer('seq').notNull(),
    place: text('place').notNull(),
    plannedAt: timestamp('planned_at', { withTimezone: true }).notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    departedAt: timestamp('departed_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({ name: 'trip_stops_company_trip_fk', columns: [t.companyId, t.tripId], foreignColumns: [trips.companyId, trips.id] }).onDelete('cascade'),
    index('trip_stops_company_trip_idx').on(t.companyId, t.tripId, t.seq)],
);

export const teams = pgTable(
  'teams',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    leader: text('leader').notNull(),
    members: integer('members').notNull(),
    shift: text('shift').notNull(),
    speciality: text('speciality').notNull().default(''),
  },
  (t) => [...tenantKeys('teams', t), index('teams_company_bp_idx').on(t.companyId, t.businessPartnerId, t.siteId)],
);

/** Work orders (spec §3 "Order"); transitions in DESIGN.md §4. */
export const orders = pgTable(
  'orders',
  {
    ...tenantColumns(),
    /** Numbered per year across the installation: OR-2026-000123 (db/numbering.ts). */
    orderNo: text('order_no').notNull(),
    /** The number it had before migration 0018 renumbered a number another company also had; still searchable. */
    formerNumber: text('former_number'),
    orderDate: date('order_date').notNull(),
    documentType: text('document_type').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('Confirming'),
    confirmation: text('confirmation'),
    unitOfMeasure: text('unit_of_measure').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }),
    /** ISO 4217 code of the unit price. */
    currency: text('currency').notNull().default('EUR'),
    teamId: uuid('team_id'),
    workLocation: text('work_location').notNull(),
    requestedTaskDate: date('requested_task_date').notNull(),
    taskDate: date('task_date'),
    requestNo: text('request_no'),
    tourNo: text('tour_no'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: searchText(sql`ch_fold(order_no || ' ' || coalesce(former_number, '') || ' ' || work_location)`),
  },
  (t) => [
    ...tenantKeys('orders', t),
    foreignKey({ name: 'orders_company_team_fk', columns: [t.companyId, t.teamId], foreignColumns: [teams.companyId, teams.id] }),
    uniqueIndex('orders_company_no_uq').on(t.companyId, t.orderNo),
    index('orders_company_bp_date_idx').on(t.companyId, t.businessPartnerId, t.orderDate),
    index('orders_search_trgm_idx').using('gin', t.companyId, sql`ch_grams(${t.searchText}) gin_trgm_ops`),
  ],
);

/** Every order transition, written in the same transaction as the change. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({ name: 'order_history_company_order_fk', columns: [t.companyId, t.orderId], foreignColumns: [orders.companyId, orders.id] }).onDelete('cascade'),
    index('order_history_company_order_idx').on(t.companyId, t.orderId, t.at)],
);

/** The customer's goods per warehouse. */
export const stocks = pgTable(
  'stocks',
  {
    ...tenantColumns(),
    warehouse: text('warehouse').notNull(),
    itemNo: text('item_no').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    unitOfMeasure: text('unit_of_measure').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [...tenantKeys('stocks', t), index('stocks_company_bp_idx').on(t.companyId, t.businessPartnerId, t.siteId)],
);

/** Shipments, with the trip that carries them. */
export const transports = pgTable(
  'transports',
  {
    ...tenantColumns(),
    shipmentNo: text('shipment_no').notNull(),
    tripId: uuid('trip_id'),
    shipDate: date('ship_date').notNull(),
    deliveryDate: date('delivery_date'),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    packages: integer('packages').notNull(),
    weightKg: numeric('weight_kg', { precision: 10, scale: 1 }).notNull(),
    status: text('status', { enum: TRANSPORT_STATUSES }).notNull(),
    searchText: searchText(sql`ch_fold(shipment_no || ' ' || origin || ' ' || destination)`),
  },
  (t) => [
    ...tenantKeys('transports', t),
    foreignKey({ name: 'transports_company_trip_fk', columns: [t.companyId, t.tripId], foreignColumns: [trips.companyId, trips.id] }),
    uniqueIndex('transports_company_no_uq').on(t.companyId, t.shipmentNo),
    index('transports_company_bp_date_idx').on(t.companyId, t.businessPartnerId, t.shipDate),
    index('transports_search_trgm_idx').using('gin', t.companyId, sql`ch_grams(${t.searchText}) gin_trgm_ops`),
  ],
);
