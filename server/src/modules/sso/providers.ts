import type { Config } from '@/config.ts';
import { AppError, forbidden, invalidField } from '@/lib/errors.ts';
import type { SecretBox } from '@/lib/secret-box.ts';
import { getCompany } from '@/modules/org/service.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { ServiceContext } from '@/service-context.ts';
import { PERMISSIONS, type Permission } from '@customer-hub/contract/permissions';
import { isStaff } from '@customer-hub/contract/roles';
import type { CompanyProviderRequest, IdentityProviderView, SsoLookupResponse, StaffProviderRequest } from '@customer-hub/contract/sso';
import { testDiscovery } from './oidc.ts';
import * as repo from './repository.ts';

/** What configuring providers needs from the app. */
export interface ProviderDeps {
  config: Config;
  secretBox: SecretBox;
}

/** The redirect URI every provider must have registered for the hub. */
export const redirectUri = (config: Pick<Config, 'publicUrl'>) => `${config.publicUrl}/api/sso/callback`;

/** The permissions `p` may give a company's new users: staff every one, a main contact their own. */
const grantableBy = (p: Principal): Permission[] => (isStaff(p.roles) ? [...PERMISSIONS] : PERMISSIONS.filter((x) => p.permissions.includes(x)));

function view(deps: ProviderDeps, p: Principal, row: repo.ProviderRow | undefined): IdentityProviderView {
  return {
    configured: !!row,
    name: row?.name ?? '',
    issuer: row?.issuer ?? '',
    clientId: row?.clientId ?? '',
    clientSecretSet: !!row?.clientSecretSealed,
    enabled: row?.enabled ?? false,
    emailDomains: row?.emailDomains ?? [],
    defaultPermissions: (row?.defaultPermissions ?? []).filter((x): x is Permission => (PERMISSIONS as readonly string[]).includes(x)),
    passwordSignInOff: row?.passwordSignInOff ?? false,
    grantable: grantableBy(p),
    redirectUri: redirectUri(deps.config),
  };
}

/** What a save tells the audit: every field but the secret, which shows as set or kept. */
const auditable = (row: repo.ProviderRow | undefined) =>
  row && { name: row.name, issuer: row.issuer, clientId: row.clientId, clientSecret: row.clientSecretSealed ? 'set' : 'none', enabled: row.enabled, emailDomains: row.emailDomains, defaultPermissions: row.defaultPermissions, passwordSignInOff: row.passwordSignInOff };

function assertUsable(deps: ProviderDeps, issuer: string) {
  if (new URL(issuer).protocol === 'http:' && !deps.config.ssoAllowHttpIssuers) throw invalidField('body.issuer', 'The provider must be reached over https');
}

/** The staff provider as Settings shows it (Admin). */
export async function getStaffProvider(ctx: ServiceContext, deps: ProviderDeps): Promise<IdentityProviderView> {
  return view(deps, ctx.principal, await repo.findProviderOf(ctx.db, null));
}

/** Saves the staff provider (Admin); a secret left out is kept. Audited. */
export async function updateStaffProvider(ctx: ServiceContext, deps: ProviderDeps, input: StaffProviderRequest): Promise<IdentityProviderView> {
  assertUsable(deps, input.issuer);
  return ctx.transaction(async (t) => {
    const before = await repo.findProviderOf(t.db, null);
    const sealed = input.clientSecret ? deps.secretBox.seal(input.clientSecret) : (before?.clientSecretSealed ?? null);
    const row = await repo.saveProvider(t.db, null, { name: input.name, issuer: input.issuer, clientId: input.clientId, clientSecretSealed: sealed, enabled: input.enabled, emailDomains: [], defaultPermissions: [], passwordSignInOff: false });
    await t.audit('sso', `Staff single sign-on saved (${row.enabled ? 'on' : 'off'}, ${row.issuer})`, { before: auditable(before), after: auditable(row) });
    return view(deps, t.principal, row);
  });
}

/** The company whose provider `p` may configure: staff any company, a main contact their own only. */
async function companyFor(ctx: ServiceContext, companyId: string | null): Promise<string> {
  const p = ctx.principal;
  if (companyId === null) {
    if (isStaff(p.roles) || !p.mainContact || !p.companyId) throw forbidden('FORBIDDEN', 'Only the company’s main contact configures its sign-in');
    return p.companyId;
  }
  if (!isStaff(p.roles)) throw forbidden();
  await getCompany(ctx, companyId);
  return companyId;
}

/** A company's provider (`null`: the caller's own company, as its main contact). */
export async function getCompanyProvider(ctx: ServiceContext, deps: ProviderDeps, companyId: string | null): Promise<IdentityProviderView> {
  const company = await companyFor(ctx, companyId);
  return view(deps, ctx.principal, await repo.findProviderOf(ctx.db, company));
}

/**
 * Checks the domains a company's provider claims: none held by another company's provider; and a
 * main contact (who could otherwise claim anyone's domain) only domains where their company has
 * users and no other company or staff user has an address.
 */
async function assertDomains(ctx: ServiceContext, companyId: string, domains: string[]) {
  const held = await repo.domainsHeldElsewhere(ctx.db, companyId, domains);
  if (held.length) throw new AppError(409, 'CONFLICT', `Another company signs in with ${held.join(', ')}`, { errors: [{ path: 'body.emailDomains', message: `Another company signs in with ${held.join(', ')}` }] });
  if (isStaff(ctx.principal.roles)) return;
  for (const domain of domains) {
    const use = await repo.domainUse(ctx.db, companyId, domain);
    if (use.own === 0 || use.others > 0) throw invalidField('body.emailDomains', `${domain} cannot be used for your company: ask the back office`);
  }
}

/** Saves a company's provider: its main contact (within their own permissions) or staff. Audited. */
export async function updateCompanyProvider(ctx: ServiceContext, deps: ProviderDeps, companyId: string | null, input: CompanyProviderRequest): Promise<IdentityProviderView> {
  const company = await companyFor(ctx, companyId);
  assertUsable(deps, input.issuer);
  const grantable = grantableBy(ctx.principal);
  const wider = input.defaultPermissions.filter((x) => !grantable.includes(x));
  if (wider.length) throw forbidden('FORBIDDEN', `You cannot grant a permission you do not hold: ${wider.join(', ')}`);
  const domains = [...new Set(input.emailDomains)];
  await assertDomains(ctx, company, domains);
  return ctx.transaction(async (t) => {
    const before = await repo.findProviderOf(t.db, company);
    const sealed = input.clientSecret ? deps.secretBox.seal(input.clientSecret) : (before?.clientSecretSealed ?? null);
    const row = await repo.saveProvider(t.db, company, {
      name: input.name,
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecretSealed: sealed,
      enabled: input.enabled,
      emailDomains: domains,
      defaultPermissions: PERMISSIONS.filter((x) => input.defaultPermissions.includes(x)),
      passwordSignInOff: input.passwordSignInOff,
    });
    await t.audit('sso', `Single sign-on of company ${company} saved (${row.enabled ? 'on' : 'off'}${row.passwordSignInOff ? ', password sign-in off' : ''}, ${row.issuer})`, { before: auditable(before), after: auditable(row) });
    return view(deps, t.principal, row);
  });
}

/** Removes a company's provider (its users' identities with it). Audited. */
export async function deleteCompanyProvider(ctx: ServiceContext, companyId: string | null): Promise<{ removed: boolean }> {
  const company = await companyFor(ctx, companyId);
  return ctx.transaction(async (t) => {
    const removed = await repo.deleteProviderOf(t.db, company);
    if (removed) await t.audit('sso', `Single sign-on of company ${company} removed`);
    return { removed };
  });
}

/** "Test connection": the provider's discovery, run now (staff, or a main contact). */
export async function testProvider(ctx: ServiceContext, deps: ProviderDeps, issuer: string) {
  const p = ctx.principal;
  if (!isStaff(p.roles) && !(p.mainContact && p.companyId)) throw forbidden();
  return testDiscovery(deps.config, issuer);
}

/**
 * What the sign-in page offers: the staff provider when it is on, and the provider of the email
 * domain typed (a user name without @ names no domain). No user is looked up, so the answer says
 * nothing of who has an account.
 */
export async function lookup(db: ServiceContext['db'], login: string | undefined): Promise<SsoLookupResponse> {
  const staff = await repo.findProviderOf(db, null);
  const domain = login?.includes('@') ? login.split('@').pop()!.trim().toLowerCase() : '';
  const company = domain ? await repo.findProviderByDomain(db, domain) : undefined;
  return {
    staff: staff?.enabled ? { id: staff.id, name: staff.name } : null,
    company: company ? { id: company.id, name: company.name } : null,
  };
}
