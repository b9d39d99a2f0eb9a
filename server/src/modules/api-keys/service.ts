import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { forbidden, invalidField, notFound, unauthorized } from '@/lib/errors.ts';
import { hashToken } from '@/lib/tokens.ts';
import type { ApiKeyOfPrincipal, Principal } from '@/plugins/policy.ts';
import type { ServiceContext } from '@/service-context.ts';
import { getCompany } from '@/modules/org/service.ts';
import { API_KEY_PREFIX, API_KEY_SCOPES, API_KEY_SHOWN_LENGTH, mayGrantScope, permissionsOfScopes, type ApiKeyScope } from '@customer-hub/contract/constants/api-keys';
import type { ApiKeyListResponse, ApiKeyView, CreateApiKeyResponse } from '@customer-hub/contract/api-keys';
import { PERMISSIONS, type Permission } from '@customer-hub/contract/permissions';
import { isStaff, type Role } from '@customer-hub/contract/roles';
import * as repo from './repository.ts';

/** What a revocation tells: the cached lookups of the key are dropped here and on every instance. */
export interface KeyEnder {
  tokenEnded(cacheKey: string): Promise<void>;
}

/** The cache entry of a key (app.sessions' cache, beside the sessions: dropped with its creator's). */
export const cacheKeyOf = (keyHash: string) => `apikey:${keyHash}`;

const KEY_SHAPE = /^chk_[A-Za-z0-9_-]{43}$/;
const DAY_MS = 86_400_000;

const toView = (row: repo.ApiKeyRow): ApiKeyView => ({
  ...row,
  scopes: row.scopes.filter((s): s is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(s)),
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The company a call manages: the main contact's own (companyId null), or the one staff name. */
async function companyFor(ctx: ServiceContext, companyId: string | null): Promise<string> {
  const p = ctx.principal;
  if (companyId === null) {
    if (isStaff(p.roles) || !p.mainContact || !p.companyId || p.apiKey) throw forbidden('FORBIDDEN', 'Only the company’s main contact manages its API keys');
    return p.companyId;
  }
  if (!isStaff(p.roles)) throw forbidden();
  await getCompany(ctx, companyId);
  return companyId;
}

export async function listApiKeys(ctx: ServiceContext, companyId: string | null): Promise<ApiKeyListResponse> {
  const company = await companyFor(ctx, companyId);
  return { items: (await repo.listKeys(ctx.db, company)).map(toView) };
}

export interface CreateApiKeyInput {
  name: string;
  scopes: ApiKeyScope[];
  expiresInDays: number;
  allowedIps: string[];
}

/** A new key: answered this once; the database keeps its hash and first characters only. */
export async function createApiKey(ctx: ServiceContext, companyId: string | null, input: CreateApiKeyInput): Promise<CreateApiKeyResponse> {
  const company = await companyFor(ctx, companyId);
  const p = ctx.principal;
  // A main contact grants only what they may do themselves.
  if (!isStaff(p.roles)) {
    const wider = input.scopes.find((s) => !mayGrantScope(p.permissions, s));
    if (wider) throw invalidField('body.scopes', `You cannot grant the scope ${wider}: you do not hold its permissions`);
  }
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + input.expiresInDays * DAY_MS);
  const allowedIps = [...new Set(input.allowedIps.map((a) => a.toLowerCase()))];
  return ctx.transaction(async (t) => {
    const id = await repo.insertKey(t.db, {
      companyId: company,
      createdBy: p.userId,
      name: input.name,
      scopes: input.scopes,
      keyPrefix: secret.slice(0, API_KEY_SHOWN_LENGTH),
      keyHash: hashToken(secret),
      expiresAt,
      allowedIps,
    });
    const row = (await repo.findKey(t.db, company, id))!;
    await t.audit('api-keys', `API key "${input.name}" created for company ${(await repo.companyName(t.db, company)) ?? company}`, {
      after: { keyId: id, name: input.name, scopes: input.scopes, expiresAt: expiresAt.toISOString(), allowedIps },
    });
    return { secret, apiKey: toView(row) };
  });
}

export async function revokeApiKey(ctx: ServiceContext, ender: KeyEnder, companyId: string | null, id: string): Promise<ApiKeyView> {
  const company = await companyFor(ctx, companyId);
  const view = await ctx.transaction(async (t) => {
    const revoked = await repo.revokeKey(t.db, company, id, ctx.principal.userId);
    const row = await repo.findKey(t.db, company, id);
    if (!row) throw notFound('API key');
    if (revoked) {
      await t.audit('api-keys', `API key "${revoked.name}" revoked`, { after: { keyId: id, revokedAt: row.revokedAt?.toISOString() } });
      t.afterCommit(() => ender.tokenEnded(cacheKeyOf(revoked.keyHash)));
    }
    return toView(row);
  });
  return view;
}

/** The key's lookup, as the session cache keeps it. */
export interface KeyPrincipal {
  principal: Principal & { apiKey: ApiKeyOfPrincipal };
  expiresAt: Date;
  lastSeenAt: Date;
}

/**
 * The principal a key acts as: a contact of its company, in its creator's scope (a staff creator:
 * the whole company), with the permissions its scopes need that its creator holds now. Undefined
 * when the key cannot be used (revoked, its creator gone, inactive or moved to another company).
 */
export function principalOfKey(row: repo.KeyLookup): KeyPrincipal | undefined {
  if (row.revokedAt || !row.creatorId || !row.creatorActive || !row.creatorUserName) return undefined;
  const roles = (row.creatorRoles ?? []) as Role[];
  const staff = isStaff(roles);
  if (!staff && row.creatorCompanyId !== row.companyId) return undefined;
  const scopes = row.scopes.filter((s): s is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(s));
  const held: readonly Permission[] = staff ? PERMISSIONS : ((row.creatorPermissions ?? []) as Permission[]);
  const permissions = permissionsOfScopes(scopes).filter((p) => held.includes(p));
  const principal: KeyPrincipal['principal'] = {
    userId: row.creatorId,
    sessionId: row.id,
    userName: row.creatorUserName,
    firstName: row.creatorFirstName ?? '',
    lastName: row.creatorLastName ?? '',
    email: row.creatorEmail ?? '',
    roles: ['Customer'],
    permissions,
    companyId: row.companyId,
    companyName: row.companyName,
    treeNode: !staff && row.creatorTreeNodeKind && row.creatorTreeNodeId ? { kind: row.creatorTreeNodeKind, id: row.creatorTreeNodeId } : null,
    language: row.creatorLanguage ?? 'en-US',
    mainContact: false,
    showContractNumber: row.showContractNumber ?? false,
    showTreeId: row.showTreeId ?? false,
    expiresAt: row.expiresAt,
    policyPending: false,
    hasPasskey: false,
    passkeyRequired: false,
    viewAs: null,
    apiKey: { id: row.id, name: row.name, scopes, allowedIps: row.allowedIps },
  };
  return { principal, expiresAt: row.expiresAt, lastSeenAt: row.lastUsedAt ?? row.createdAt };
}

/** The hash of a presented key, or a 401 for anything that is no key of ours. */
export function hashOfKey(key: string): string {
  if (!KEY_SHAPE.test(key)) throw unauthorized('API_KEY_INVALID');
  return hashToken(key);
}

/** The stored hash equals the presented one (compared in constant time). */
export function sameHash(stored: string, presented: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) as the IPv4 address it is. */
const plainAddress = (ip: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip) ? ip.slice(7) : ip);

/** Whether a caller's address is in a key's allow-list (an empty list allows any). */
export function addressAllowed(allowedIps: readonly string[], ip: string): boolean {
  if (!allowedIps.length) return true;
  const address = plainAddress(ip);
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
  if (!family) return false;
  const list = new BlockList();
  for (const entry of allowedIps) {
    const [net = '', bits] = entry.split('/');
    const type = isIPv4(net) ? 'ipv4' : 'ipv6';
    try {
      if (bits === undefined) list.addAddress(net, type);
      else list.addSubnet(net, Number(bits), type);
    } catch {
      // An entry Node cannot read allows nothing.
    }
  }
  return list.check(address, family);
}
