import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loginLogs } from '@/db/schema/logs.ts';
import { ssoStates, userIdentities } from '@/db/schema/sso.ts';
import { users } from '@/db/schema/users.ts';
import { buildCompany, buildContact, buildStaff, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { CookieJar, signInAtProvider, startTestProvider, type TestProvider } from '../../../test/oidc-provider.ts';

/*
 * Single sign-on against a real OpenID provider (oidc-provider on 127.0.0.1, PKCE required),
 * driven as a browser would: the hub's start redirect, the provider's login page, the callback.
 */

let t: TestApp;
let idp: TestProvider;
let redirectUri: string;
let admin: { authorization: string };
let companyA: { id: string };
let companyB: { id: string };
let mainA: { authorization: string };
const SECRETS = { hub: 'hub-client-secret-never-shown', other: 'other-client-secret' };

beforeAll(async () => {
  t = await buildTestApp({ ssoAllowHttpIssuers: true, ssoTimeoutSeconds: 2 });
  redirectUri = `${t.app.config.publicUrl}/api/sso/callback`;
  idp = await startTestProvider({ redirectUri, clients: [{ clientId: 'hub', clientSecret: SECRETS.hub }, { clientId: 'other', clientSecret: SECRETS.other }] });
  const db = t.database.db;
  admin = await sessionFor(db, (await buildStaff(db, 'Admin')).id);
  companyA = await buildCompany(db, { name: 'Alpha Retail' });
  companyB = await buildCompany(db, { name: 'Beta Logistics' });
  const main = await buildContact(db, { companyId: companyA.id, mainContact: true, email: 'boss@alpha.test', permissions: ['Dashboard', 'Trips', 'Orders'] });
  mainA = await sessionFor(db, main.id);
});
afterAll(async () => {
  await idp.close();
  await t.close();
});

const staffProvider = (over: object = {}) => ({ name: 'Staff Entra ID', issuer: idp.issuer, clientId: 'hub', clientSecret: SECRETS.hub, enabled: true, ...over });
const companyProvider = (over: object = {}) => ({ ...staffProvider({ name: 'Alpha Google' }), emailDomains: ['alpha.test'], defaultPermissions: ['Dashboard', 'Trips'], passwordSignInOff: false, ...over });

async function saveStaffProvider(over: object = {}) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/sso/staff-provider', headers: admin, payload: staffProvider(over) });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
async function saveCompanyProvider(companyId: string, over: object = {}) {
  const res = await t.app.inject({ method: 'PUT', url: `/api/companies/${companyId}/sso`, headers: admin, payload: companyProvider(over) });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
const providerIdOf = async (login: string, which: 'staff' | 'company') => {
  const res = await t.app.inject({ url: `/api/sso/lookup?login=${encodeURIComponent(login)}` });
  return (res.json() as Record<string, { id: string } | null>)[which]?.id;
};

interface Flow {
  /** Where the hub sent the browser at the end (the sign-in page's address). */
  location: string;
  session: string | undefined;
  device: string | undefined;
}

/** A whole sign-in: start at the hub, sign in `sub` at the provider, come back; `meddle` may change the callback first. */
async function signInWith(providerId: string, sub: string, meddle?: { callback?: (url: URL) => void; cookieState?: (s: string) => string | undefined; beforeCallback?: () => Promise<void> }): Promise<Flow> {
  const start = await t.app.inject({ url: `/api/sso/start?provider=${providerId}&return=${encodeURIComponent('/dashboard/Trips')}` });
  expect(start.statusCode).toBe(302);
  const stateCookie = start.cookies.find((c) => c.name === 'ch_sso_state')?.value;
  const back = new URL(await signInAtProvider(String(start.headers.location), sub, redirectUri, new CookieJar()));
  meddle?.callback?.(back);
  await meddle?.beforeCallback?.();
  const cookieState = meddle?.cookieState ? meddle.cookieState(stateCookie!) : stateCookie;
  const res = await t.app.inject({ url: `${back.pathname}${back.search}`, headers: cookieState ? { cookie: `ch_sso_state=${cookieState}` } : {} });
  expect(res.statusCode).toBe(302);
  expect(res.body).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
  return { location: String(res.headers.location), session: res.cookies.find((c) => c.name === 'ch_session')?.value, device: res.cookies.find((c) => c.name === 'ch_device')?.value };
}

const whoIs = async (session: string) => {
  const res = await t.app.inject({ url: '/api/Backoffice/User/GetUserVM', headers: { cookie: `ch_session=${session}` } });
  return res.json() as { userName: string; email?: string };
};
const lastSsoReason = async () => {
  const rows = await t.database.db.select().from(loginLogs).where(eq(loginLogs.stage, 'sso'));
  return rows.sort((a, b) => +b.createdAt - +a.createdAt)[0]?.reason;
};

describe('staff single sign-on', () => {
  it('links an existing staff user by their verified address, then knows them by sub; never creates staff', async () => {
    const db = t.database.db;
    const staff = await buildStaff(db, 'Backoffice', { email: 'clerk@hub.test' });
    await saveStaffProvider();
    const id = (await providerIdOf('', 'staff'))!;
    idp.accounts.set('staff-1', { sub: 'staff-1', email: 'Clerk@hub.test', email_verified: true });

    const flow = await signInWith(id, 'staff-1');
    expect(flow.location).toBe('/signin?sso_expires_in=480&return=%2Fdashboard%2FTrips');
    expect((await whoIs(flow.session!)).userName).toBe(staff.userName);
    expect(flow.device).toBeTruthy();
    const [identity] = await db.select().from(userIdentities).where(eq(userIdentities.subject, 'staff-1'));
    expect(identity?.userId).toBe(staff.id);
    const [log] = await db.select().from(loginLogs).where(and(eq(loginLogs.userId, staff.id), eq(loginLogs.stage, 'sso')));
    expect(log?.result).toBe('Success');

    // The address changes at the provider: the user is still known by sub.
    idp.accounts.set('staff-1', { sub: 'staff-1', email: 'renamed@hub.test', email_verified: true });
    expect((await whoIs((await signInWith(id, 'staff-1')).session!)).userName).toBe(staff.userName);

    // Nobody with the address, an unverified address, a customer's address: nobody is signed in or created.
    idp.accounts.set('stranger', { sub: 'stranger', email: 'nobody@hub.test', email_verified: true });
    idp.accounts.set('unverified', { sub: 'unverified', email: (await buildStaff(db, 'Admin', { email: 'unverified@hub.test' })).email, email_verified: false });
    idp.accounts.set('customer', { sub: 'customer', email: 'boss@alpha.test', email_verified: true });
    const before = (await db.select().from(users)).length;
    for (const [sub, error] of [['stranger', 'no_account'], ['unverified', 'email_not_verified'], ['customer', 'no_account']]) {
      const refused = await signInWith(id, sub!);
      expect(refused.location).toBe(`/signin?sso_error=${error}`);
      expect(refused.session).toBeUndefined();
    }
    expect((await db.select().from(users)).length).toBe(before);
  });
});

describe('a customer company’s single sign-on', () => {
  it('creates a user inside the company with the default permissions, and never links another company’s user', async () => {
    const db = t.database.db;
    await saveCompanyProvider(companyA.id);
    const id = (await providerIdOf('new.person@ALPHA.test', 'company'))!;
    expect(id).toBeTruthy();
    expect(await providerIdOf('someone@beta.test', 'company')).toBeUndefined();

    idp.accounts.set('alpha-new', { sub: 'alpha-new', email: 'new.person@alpha.test', email_verified: true, given_name: 'Nora', family_name: 'New' });
    const flow = await signInWith(id, 'alpha-new');
    expect(flow.session).toBeTruthy();
    const [created] = await db.select().from(users).where(eq(users.email, 'new.person@alpha.test'));
    expect(created).toMatchObject({ companyId: companyA.id, roles: ['Customer'], permissions: ['Dashboard', 'Trips'], firstName: 'Nora', lastName: 'New', mainContact: false, passwordHash: null, treeNodeKind: 'company', treeNodeId: companyA.id });

    // An address of company B's user at a domain company A claims: refused, not linked.
    const betaUser = await buildContact(db, { companyId: companyB.id, email: 'moved@alpha.test' });
    idp.accounts.set('alpha-moved', { sub: 'alpha-moved', email: 'moved@alpha.test', email_verified: true });
    expect((await signInWith(id, 'alpha-moved')).location).toBe('/signin?sso_error=email_taken');
    expect(await db.select().from(userIdentities).where(eq(userIdentities.userId, betaUser.id))).toEqual([]);

    // An address of another domain: refused.
    idp.accounts.set('alpha-beta', { sub: 'alpha-beta', email: 'someone@beta.test', email_verified: true });
    expect((await signInWith(id, 'alpha-beta')).location).toBe('/signin?sso_error=domain_mismatch');
    expect(await lastSsoReason()).toBe('domain_mismatch');

    // An existing user of company A with the address is linked.
    const own = await buildContact(db, { companyId: companyA.id, email: 'existing@alpha.test' });
    idp.accounts.set('alpha-own', { sub: 'alpha-own', email: 'existing@alpha.test', email_verified: true });
    expect((await whoIs((await signInWith(id, 'alpha-own')).session!)).userName).toBe(own.userName);
  });
});

describe('the checks of the provider’s answer', () => {
  it('refuses a missing or mismatched state, a wrong nonce, a wrong PKCE verifier, another client’s ID token and an expired one', async () => {
    const db = t.database.db;
    await saveCompanyProvider(companyA.id);
    const id = (await providerIdOf('x@alpha.test', 'company'))!;
    idp.accounts.set('checks', { sub: 'checks', email: 'checks@alpha.test', email_verified: true });
    const expectRefused = async (flow: Flow, error: string, reason: string) => {
      expect(flow.location).toBe(`/signin?sso_error=${error}`);
      expect(flow.session).toBeUndefined();
      expect(await lastSsoReason()).toBe(reason);
    };

    await expectRefused(await signInWith(id, 'checks', { cookieState: () => undefined }), 'expired', 'state_mismatch');
    await expectRefused(await signInWith(id, 'checks', { cookieState: () => 'another-state-value' }), 'expired', 'state_mismatch');
    await expectRefused(await signInWith(id, 'checks', { callback: (u) => u.searchParams.delete('state') }), 'expired', 'state_missing');
    const spoilState = (column: 'nonce' | 'codeVerifierSealed', value: string) => async () => {
      await db.update(ssoStates).set({ [column]: value });
    };
    await expectRefused(await signInWith(id, 'checks', { beforeCallback: spoilState('nonce', 'not-the-nonce-sent') }), 'rejected', 'nonce_mismatch');
    await expectRefused(await signInWith(id, 'checks', { beforeCallback: spoilState('codeVerifierSealed', t.app.secretBox.seal('x'.repeat(43))) }), 'rejected', 'token_endpoint_invalid_grant');

    idp.tamper = (claims) => ({ ...claims, aud: 'other' });
    await expectRefused(await signInWith(id, 'checks'), 'rejected', 'wrong_audience');
    idp.tamper = (claims) => ({ ...claims, iat: claims.iat! - 7200, exp: claims.iat! - 3600 });
    await expectRefused(await signInWith(id, 'checks'), 'rejected', 'token_expired');
    idp.tamper = null;

    // A state is used once: the same answer again is refused.
    const start = await t.app.inject({ url: `/api/sso/start?provider=${id}` });
    const state = start.cookies.find((c) => c.name === 'ch_sso_state')!.value;
    const back = new URL(await signInAtProvider(String(start.headers.location), 'checks', redirectUri));
    const first = await t.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie: `ch_sso_state=${state}` } });
    expect(first.headers.location).toMatch(/sso_expires_in=/);
    const again = await t.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie: `ch_sso_state=${state}` } });
    expect(again.headers.location).toBe('/signin?sso_error=expired');
  });

  it('answers a friendly refusal, no stack, when the provider is down', async () => {
    await saveCompanyProvider(companyB.id, { name: 'Beta down', issuer: 'http://127.0.0.1:9', emailDomains: ['beta.test'] });
    const id = (await providerIdOf('x@beta.test', 'company'))!;
    const res = await t.app.inject({ url: `/api/sso/start?provider=${id}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/signin?sso_error=unavailable');
    expect(res.body).not.toMatch(/ECONNREFUSED|\bat \S+ \(/);
    expect(await lastSsoReason()).toBe('provider_unreachable');
    const test = await t.app.inject({ method: 'POST', url: '/api/sso/test', headers: admin, payload: { issuer: 'http://127.0.0.1:9' } });
    expect(test.json()).toEqual({ ok: false, reason: 'unreachable' });
    const good = await t.app.inject({ method: 'POST', url: '/api/sso/test', headers: admin, payload: { issuer: idp.issuer } });
    expect(good.json()).toMatchObject({ ok: true, issuer: idp.issuer, authorizationEndpoint: `${idp.issuer}/auth` });
  });
});

describe('local password sign-in off for a company', () => {
  it('refuses its users’ right password, and takes it again once switched off', async () => {
    const db = t.database.db;
    const company = await buildCompany(db);
    const user = await buildContact(db, { companyId: company.id, email: 'pw@gamma.test' });
    await saveCompanyProvider(company.id, { name: 'Gamma', emailDomains: ['gamma.test'], passwordSignInOff: true });
    const res = await t.app.inject({ method: 'POST', url: '/token', payload: { username: user.userName, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('UseSingleSignOn');
    const wrong = await t.app.inject({ method: 'POST', url: '/token', payload: { username: user.userName, password: 'wrong-password' } });
    expect(wrong.body).toBe('Failed');
    // Switched off again: the password works.
    await saveCompanyProvider(company.id, { name: 'Gamma', emailDomains: ['gamma.test'], passwordSignInOff: false });
    const ok = await t.app.inject({ method: 'POST', url: '/token', payload: { username: user.userName, password: TEST_PASSWORD } });
    expect(ok.statusCode).toBe(200);
  });
});

describe('the providers’ configuration', () => {
  it('never answers a secret; keeps it when left out; a main contact grants only their own permissions and claims only their own domains', async () => {
    const saved = await saveStaffProvider();
    expect(saved.body).not.toContain(SECRETS.hub);
    const kept = await t.app.inject({ method: 'PUT', url: '/api/sso/staff-provider', headers: admin, payload: { ...staffProvider(), clientSecret: undefined } });
    expect(kept.json()).toMatchObject({ clientSecretSet: true });
    for (const url of ['/api/sso/staff-provider', `/api/companies/${companyA.id}/sso`, '/api/sso/lookup?login=a@alpha.test']) {
      const res = await t.app.inject({ url, headers: admin });
      expect(res.body).not.toContain(SECRETS.hub);
    }
    const audit = JSON.stringify(await t.database.db.select().from(auditLog));
    expect(audit).not.toContain(SECRETS.hub);

    const own = await t.app.inject({ url: '/api/sso/company-provider', headers: mainA });
    expect(own.json()).toMatchObject({ configured: true, clientSecretSet: true, grantable: ['Dashboard', 'Trips', 'Orders'] });
    expect(own.body).not.toContain(SECRETS.hub);

    // A main contact of a company with no provider yet, at delta.test.
    const db = t.database.db;
    const delta = await buildCompany(db);
    const mainD = await sessionFor(db, (await buildContact(db, { companyId: delta.id, mainContact: true, email: 'boss@delta.test', permissions: ['Dashboard', 'Orders'] })).id);
    const put = (over: object) => t.app.inject({ method: 'PUT', url: '/api/sso/company-provider', headers: mainD, payload: companyProvider({ name: 'Delta', emailDomains: ['delta.test'], defaultPermissions: ['Orders'], ...over }) });
    expect((await put({ defaultPermissions: ['Dashboard', 'PricesColumn'] })).statusCode).toBe(403);
    expect((await put({ emailDomains: ['delta.test', 'alpha.test'] })).statusCode).toBe(409);
    expect((await put({ emailDomains: ['delta.test', 'nobody-here.test'] })).statusCode).toBe(400);
    const fine = await put({});
    expect(fine.json()).toMatchObject({ defaultPermissions: ['Orders'], emailDomains: ['delta.test'], clientSecretSet: true });
    expect(fine.body).not.toContain(SECRETS.hub);
    // Another company's provider is not theirs to read.
    expect((await t.app.inject({ url: `/api/companies/${delta.id}/sso`, headers: mainD })).statusCode).toBe(403);
  });
});
