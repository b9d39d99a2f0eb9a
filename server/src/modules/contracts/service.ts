import type { Db } from '@/db/client.ts';
import { AppError, notFound } from '@/lib/errors.ts';
import { toIso, toNumber } from '@/lib/lists.ts';
import { mapPage } from '@/db/paged-query.ts';
import type { ServiceContext } from '@/service-context.ts';
import { scopeOf } from '@/db/scope.ts';
import { allows, type Principal } from '@/plugins/policy.ts';
import type { ContractSummary, FindContractsRequest, FindContractsResponse, GetContractResponse } from '@customer-hub/contract/contracts';
import * as repo from './repository.ts';

type ContractRow = NonNullable<Awaited<ReturnType<typeof repo.findContract>>>;

function present({ companyId: _companyId, approverFirstName, approverLastName, ...row }: ContractRow): ContractSummary {
  return {
    ...row,
    approvedAt: toIso(row.approvedAt),
    approvedByName: approverFirstName === null ? null : `${approverFirstName} ${approverLastName ?? ''}`.trim(),
  };
}

/** A page of the contracts in the caller's scope. */
export async function findContracts({ db, principal }: ServiceContext, q: FindContractsRequest): Promise<FindContractsResponse> {
  return mapPage(await repo.findContracts(db, await scopeOf(db, principal), q), present);
}

/**
 * One contract; 404 outside the scope. Its lines only with ContractLines and their unit prices
 * only with PricesColumn: without the permission the key is absent, not empty.
 */
export const getContract = ({ db, principal }: ServiceContext, id: string) => contractFor(db, principal, id);

async function contractFor(db: Db, principal: Principal, id: string): Promise<GetContractResponse> {
  const row = await repo.findContract(db, await scopeOf(db, principal), id);
  if (!row) throw notFound('Contract');
  const contract = present(row);
  if (!allows({ permission: 'ContractLines' }, principal)) return contract;
  const prices = allows({ permission: 'PricesColumn' }, principal);
  const lines = await repo.findLines(db, row.companyId, row.id);
  return {
    ...contract,
    lines: lines.map(({ unitPrice, ...line }) => ({ ...line, quantity: toNumber(line.quantity), ...(prices ? { unitPrice: toNumber(unitPrice) } : {}) })),
  };
}

/**
 * Approves a pending contract (Pending → Approved) by a contact who can see it, or staff,
 * recording who and when; 409 CONTRACT_ALREADY_APPROVED when it is approved already.
 */
export async function approveContract(ctx: ServiceContext, id: string): Promise<GetContractResponse> {
  const { db, principal } = ctx;
  const scope = await scopeOf(db, principal);
  await ctx.transaction(async (t) => {
    if (!(await repo.approve(t.db, scope, id, principal.userId))) {
      // Nothing changed: either out of reach or no longer pending.
      if (!(await repo.findContract(t.db, scope, id))) throw notFound('Contract');
      throw new AppError(409, 'CONTRACT_ALREADY_APPROVED', 'The contract is already approved');
    }
    await t.audit('contracts', `Contract approved (${id})`);
  });
  return contractFor(db, principal, id);
}
