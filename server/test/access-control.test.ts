import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildContact, buildStaff } from './factories.ts';
import { buildTestApp, sessionFor, type TestApp } from './helpers.ts';

/**
 * Every route of the API and who may call it. A route missing here fails the first test;
 * each later issue adds its routes. "allowed" callers must not get 401/403; every other
 * caller must get 401 (anonymous) or 403/404 (signed in).
 */
type Who = 'anonymous' | 'customerFew' | 'customerAll' | 'otherCompany' | 'backoffice' | 'admin';
const EVERYONE: Who[] = ['anonymous', 'customerFew', 'customerAll', 'otherCompany', 'backoffice', 'admin'];
const SIGNED_IN: Who[] = ['customerFew', 'customerAll', 'otherCompany', 'backoffice', 'admin'];
const STAFF: Who[] = ['backoffice', 'admin'];

interface Rule {
  allowed: Who[];
  request?: Pick<InjectOptions, 'payload' | 'query'>;
}

const ACCESS: Record<string, Rule> = {
  'POST /token': { allowed: EVERYONE, request: { payload: { username: 'nobody', password: 'wrong-password' } } },
  'GET /health/live': { allowed: EVERYONE },
  'GET /health/ready': { allowed: EVERYONE },
  'POST /api/auth/logout': { allowed: SIGNED_IN },
  'GET /api/Example/IsTokenValid': { allowed: SIGNED_IN },
  'GET /api/Backoffice/User/GetUserVM': { allowed: SIGNED_IN },
  'GET /api/Backoffice/User/GetUserTicketCredentials': { allowed: SIGNED_IN },
  'GET /api/Backoffice/User/GetUserPhoto': { allowed: SIGNED_IN },
  'GET /api/Account/GetUserLanguage': { allowed: SIGNED_IN },
  'PUT /api/account/language': { allowed: SIGNED_IN, request: { payload: { language: 'en-US' } } },
  'GET /api/logs/login': { allowed: STAFF },
  'GET /api/logs/system': { allowed: ['admin'] },
};

let t: TestApp;
const userIds = {} as Record<Exclude<Who, 'anonymous'>, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const companyA = await buildCompany(db);
  const companyB = await buildCompany(db);
  userIds.customerFew = (await buildContact(db, { companyId: companyA.id, permissions: ['Dashboard'] })).id;
  userIds.customerAll = (await buildContact(db, { companyId: companyA.id, mainContact: true, permissions: ['Dashboard', 'Reports', 'CurrentAccounts', 'Trips', 'SearchDocuments', 'Requests', 'Notifications', 'ContractOrganization', 'ContractLines', 'Folders', 'IncidenceReports', 'Orders', 'ServiceReports', 'OtherLegalDocuments', 'PricesColumn', 'CreateOrder', 'CancelOrder'] })).id;
  userIds.otherCompany = (await buildContact(db, { companyId: companyB.id, permissions: ['Dashboard', 'Trips'] })).id;
  userIds.backoffice = (await buildStaff(db, 'Backoffice')).id;
  userIds.admin = (await buildStaff(db, 'Admin')).id;
});
afterAll(() => t.close());

const key = (method: string, url: string) => `${method} ${url}`;

describe('access-control table', () => {
  it('lists every route of the API, and nothing else', () => {
    const registered = [
      ...new Set(
        t.app.routePolicies
          .flatMap((r) => r.method.split(',').map((m) => key(m.trim(), r.url)))
          .filter((k) => !k.startsWith('HEAD ')),
      ),
    ].sort();

    expect(registered).toEqual(Object.keys(ACCESS).sort());
  });

  for (const [route, rule] of Object.entries(ACCESS)) {
    const [method, url] = route.split(' ') as [InjectOptions['method'], string];
    for (const who of EVERYONE) {
      const allowed = rule.allowed.includes(who);
      it(`${route} as ${who} is ${allowed ? 'allowed' : 'refused'}`, async () => {
        const headers = who === 'anonymous' ? {} : await sessionFor(t.database.db, userIds[who]);

        const res = await t.app.inject({ method, url, headers, ...rule.request });

        if (allowed) expect([401, 403], res.body).not.toContain(res.statusCode);
        else if (who === 'anonymous') expect(res.statusCode).toBe(401);
        else expect([403, 404]).toContain(res.statusCode);
      });
    }
  }
});
