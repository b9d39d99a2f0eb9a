import type { Db } from '@/db/client.ts';
import { conflict, notFound, AppError } from '@/lib/errors.ts';
import { mapPage } from '@/lib/paged-query.ts';
import type { ServiceContext } from '@/lib/service-context.ts';
import { issueLink, LINK_MINUTES } from '@/modules/accounts/service.ts';
import * as accounts from '@/modules/accounts/repository.ts';
import type { AuthDeps } from '@/modules/auth/deps.ts';
import { enqueueEmail } from '@/modules/email/service.ts';
import { findCompany, nodeBelongsToCompany } from '@/modules/org/repository.ts';
import { notify } from '@/modules/notifications/service.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { CreateAccessRequest } from '@customer-hub/contract/accounts';
import type { ApproveAccessRequest } from '@customer-hub/contract/access-requests';
import { matchLanguage, type LanguageCode } from '@customer-hub/contract/languages';
import type { Permission } from '@customer-hub/contract/permissions';
import type { z } from 'zod';
import * as repo from './repository.ts';

const lang = (value: string | undefined | null): LanguageCode => matchLanguage(value) ?? 'es-ES';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Stores a visitor's request, tells every staff user (the bell) and acknowledges by email. */
export async function createAccessRequest(db: Db, req: CreateAccessRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const id = await repo.insertAccessRequest(tx, { ...req, language: lang(req.language) });
    await notify(tx, 'staff', { kind: 'AccessRequest', refId: id, params: { name: req.name } });
    await enqueueEmail(tx, { templateKey: 'access_request_received', language: lang(req.language), to: req.email, variables: { name: req.name } });
  });
}

/** A page of the access requests, newest first unless asked otherwise. */
export async function findAccessRequests({ db }: ServiceContext, q: Parameters<typeof repo.findAccessRequests>[1]) {
  return mapPage(await repo.findAccessRequests(db, q), (r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    company: r.company,
    presentation: r.presentation,
    language: r.language,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    decidedAt: iso(r.decidedAt),
  }));
}

async function pendingRequest(tx: Db, id: string) {
  const request = await repo.findAccessRequestForUpdate(tx, id);
  if (!request) throw notFound('Access request');
  if (request.status !== 'Pending') throw conflict(`The request is already ${request.status}`);
  return request;
}

/**
 * Approves a request: creates the contact under the chosen company and node (no password yet)
 * and emails a single-use invitation link to set one.
 */
export async function approve(deps: AuthDeps, principal: Principal, id: string, input: z.infer<typeof ApproveAccessRequest>) {
  return deps.db.transaction(async (tx) => {
    const request = await pendingRequest(tx, id);
    const company = await findCompany(tx, input.companyId);
    if (!company || !(await nodeBelongsToCompany(tx, company.id, input.treeNodeKind, input.treeNodeId))) {
      throw new AppError(400, 'VALIDATION_FAILED', 'The node is not part of the company');
    }
    if (await accounts.userNameTaken(tx, input.userName)) throw conflict('The user name is taken');
    const [firstName, ...rest] = request.name.split(/\s+/);
    const language = input.language ?? lang(request.language);
    const contactId = await accounts.insertUser(tx, {
      userName: input.userName,
      email: request.email,
      firstName: firstName ?? '',
      lastName: rest.join(' '),
      companyId: company.id,
      treeNodeKind: input.treeNodeKind,
      treeNodeId: input.treeNodeId,
      roles: ['Customer'],
      permissions: input.permissions ?? (company.defaultPermissions as Permission[]),
      language,
      active: true,
    });
    const link = await issueLink(deps, tx, contactId, 'invitation');
    await enqueueEmail(tx, {
      templateKey: 'access_request_approved',
      language,
      to: request.email,
      variables: { name: request.name, userName: input.userName, expiresMinutes: String(LINK_MINUTES.invitation) },
      secrets: { link },
    });
    await repo.decideAccessRequest(tx, id, { status: 'Approved', decidedBy: principal.userId, decidedAt: new Date(), contactUserId: contactId });
    return { contactId };
  });
}

/** Rejects a request and tells the visitor politely. */
export async function reject(db: Db, principal: Principal, id: string) {
  await db.transaction(async (tx) => {
    const request = await pendingRequest(tx, id);
    await enqueueEmail(tx, { templateKey: 'access_request_rejected', language: lang(request.language), to: request.email, variables: { name: request.name } });
    await repo.decideAccessRequest(tx, id, { status: 'Rejected', decidedBy: principal.userId, decidedAt: new Date() });
  });
  return { rejected: true as const };
}
