import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';

/**
 * What the product keeps about one person, read for their archive: only rows that are theirs
 * (their profile, their sign-ins, their decisions and notifications, the requests they opened
 * with their own fields, the comments they wrote, the orders they placed, the files they uploaded,
 * the audit entries where they acted or that name their id). Nothing another person wrote is
 * read: other people's comments and staff notes on their requests stay out, as do names of other
 * people in notification params and the actor of audit entries made by someone else.
 */

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const iso = (v: unknown): string | null => (v == null ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const day = (v: unknown): string | null => (v == null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

export interface PersonProfile {
  id: string;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  language: string | null;
  company: string | null;
  city: string | null;
  street: string | null;
  identification: string | null;
  dateOfBirth: string | null;
  retailCentre: string | null;
  hasPhoto: boolean;
  emailVerifiedAt: string | null;
  twoFactorMethod: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface PersonPermissions {
  roles: string[];
  permissions: string[];
  mainContact: boolean;
  active: boolean;
  treeNode: { kind: string; id: string } | null;
  showContractNumber: boolean;
  showTreeId: boolean;
}

export async function profileOf(db: Db, userId: string): Promise<{ profile: PersonProfile; permissions: PersonPermissions } | undefined> {
  const [u] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select u.*, c.name as company_name from users u left join companies c on c.id = u.company_id where u.id = ${userId}`,
  );
  if (!u) return undefined;
  const s = (k: string) => (u[k] == null ? null : String(u[k]));
  return {
    profile: {
      id: String(u.id),
      userName: String(u.user_name),
      firstName: String(u.first_name ?? ''),
      lastName: String(u.last_name ?? ''),
      email: String(u.email ?? ''),
      language: s('language'),
      company: s('company_name'),
      city: s('city'),
      street: s('street'),
      identification: s('identification'),
      dateOfBirth: day(u.date_of_birth),
      retailCentre: s('retail_centre'),
      hasPhoto: !!u.image,
      emailVerifiedAt: iso(u.email_verified_at),
      twoFactorMethod: s('two_factor_method'),
      createdAt: iso(u.created_at),
      updatedAt: iso(u.updated_at),
    },
    permissions: {
      roles: (u.roles as string[] | null) ?? [],
      permissions: (u.permissions as string[] | null) ?? [],
      mainContact: !!u.main_contact,
      active: !!u.active,
      treeNode: u.tree_node_kind && u.tree_node_id ? { kind: String(u.tree_node_kind), id: String(u.tree_node_id) } : null,
      showContractNumber: !!u.show_contract_number,
      showTreeId: !!u.show_tree_id,
    },
  };
}

/** Their sign-ins: their own rows, and attempts made with their user name or email. */
export async function signInsOf(db: Db, p: { id: string; userName: string; email: string }) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select created_at, result, stage, reason, ip, user_agent from login_logs
      where user_id = ${p.id} or lower(user_name) in (lower(${p.userName}), lower(${p.email}))
      order by created_at desc`,
  );
  return rows.map((r) => ({ at: iso(r.created_at), result: r.result, stage: r.stage ?? null, reason: r.reason ?? null, ip: r.ip ?? null, userAgent: r.user_agent ?? null }));
}

/** Their privacy-policy decisions, with the version and language decided. */
export async function consentsOf(db: Db, userId: string) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select a.at, a.policy_id, a.policy_version, a.language, a.accepted, a.ip_address, p.title as policy_title
      from policy_acceptances a left join privacy_policies p on p.id = a.policy_id
      where a.user_id = ${userId} order by a.at desc`,
  );
  return rows.map((r) => ({
    at: iso(r.at),
    policyId: r.policy_id,
    policyVersion: Number(r.policy_version),
    policyTitle: r.policy_title ?? null,
    language: r.language,
    accepted: !!r.accepted,
    ip: r.ip_address ?? null,
  }));
}

/** Params naming someone else (who commented, whose archive): left out of the person's copy. */
const OTHERS_NAMES = new Set(['byName', 'forName', 'name', 'requesterName']);

export async function notificationsOf(db: Db, userId: string) {
  const rows = await rowsOf<Record<string, unknown>>(db, sql`select kind, ref_id, params, created_at, viewed_at from notifications where recipient_id = ${userId} order by created_at desc`);
  return rows.map((r) => ({
    kind: r.kind,
    refId: r.ref_id,
    params: Object.fromEntries(Object.entries((r.params as Record<string, unknown> | null) ?? {}).filter(([k]) => !OTHERS_NAMES.has(k))),
    createdAt: iso(r.created_at),
    viewedAt: iso(r.viewed_at),
  }));
}

/** The service requests they opened, with their own fields (no one else's comments or notes). */
export async function serviceRequestsOf(db: Db, userId: string) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select id, ticket_no, type, status, priority, title, description, proposed_date, proposed_budget, currency, created_at, updated_at
      from tickets where requester_id = ${userId} order by created_at desc`,
  );
  return rows.map((r) => ({
    id: r.id,
    ticketNo: r.ticket_no,
    type: r.type,
    status: r.status,
    priority: r.priority,
    title: r.title,
    description: r.description,
    proposedDate: day(r.proposed_date),
    proposedBudget: r.proposed_budget == null ? null : Number(r.proposed_budget),
    currency: r.currency,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }));
}

/** The comments they wrote, on any request. */
export async function commentsOf(db: Db, userId: string) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select c.id, t.ticket_no, c.body, c.internal, c.created_at
      from ticket_comments c join tickets t on t.company_id = c.company_id and t.id = c.ticket_id
      where c.author_id = ${userId} order by c.created_at desc`,
  );
  return rows.map((r) => ({ id: r.id, ticketNo: r.ticket_no, body: r.body, internal: !!r.internal, createdAt: iso(r.created_at) }));
}

/** The orders they placed. */
export async function ordersOf(db: Db, userId: string) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select id, order_no, order_date, document_type, status, confirmation, unit_of_measure, quantity, work_location, requested_task_date, task_date, request_no, created_at
      from orders where created_by = ${userId} order by created_at desc`,
  );
  return rows.map((r) => ({
    id: r.id,
    orderNo: r.order_no,
    orderDate: day(r.order_date),
    documentType: r.document_type,
    status: r.status,
    confirmation: r.confirmation ?? null,
    unitOfMeasure: r.unit_of_measure,
    quantity: Number(r.quantity),
    workLocation: r.work_location,
    requestedTaskDate: day(r.requested_task_date),
    taskDate: day(r.task_date),
    requestNo: r.request_no ?? null,
    createdAt: iso(r.created_at),
  }));
}

export interface PersonFile {
  kind: 'ticketAttachment' | 'ticketUpload' | 'document';
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  storageKey: string;
  ticketNo: string | null;
  createdAt: string | null;
}

/** The files they uploaded: attachments of requests, uploads not attached yet, documents (staff). */
export async function filesOf(db: Db, userId: string): Promise<PersonFile[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select 'ticketAttachment' as kind, a.id, a.file_name, a.content_type, a.size, a.storage_key, t.ticket_no, a.created_at
        from ticket_attachments a join tickets t on t.company_id = a.company_id and t.id = a.ticket_id where a.uploaded_by = ${userId}
      union all
      select 'ticketUpload', u.id, u.file_name, u.content_type, u.size, u.storage_key, null, u.created_at from ticket_uploads u where u.uploaded_by = ${userId}
      union all
      select 'document', d.id, d.file_name, d.content_type, d.size_bytes, d.storage_key, null, d.created_at from documents d where d.uploaded_by = ${userId}
      order by 8 desc`,
  );
  return rows.map((r) => ({
    kind: r.kind as PersonFile['kind'],
    id: String(r.id),
    fileName: String(r.file_name),
    contentType: String(r.content_type),
    size: Number(r.size),
    storageKey: String(r.storage_key),
    ticketNo: r.ticket_no == null ? null : String(r.ticket_no),
    createdAt: iso(r.created_at),
  }));
}

/**
 * The audit entries where they acted, or that name their id (a change made to them). Who made a
 * change to them is not said when it was someone else: `byYou` tells the two apart.
 */
export async function auditOf(db: Db, userId: string) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select user_id, context, message, before, after, ip, created_at from audit_log
      where user_id = ${userId} or strpos(message, ${userId}) > 0 order by created_at desc`,
  );
  return rows.map((r) => {
    const byYou = r.user_id === userId;
    return { at: iso(r.created_at), context: r.context, message: r.message, byYou, before: r.before ?? null, after: r.after ?? null, ...(byYou && { ip: r.ip ?? null }) };
  });
}
