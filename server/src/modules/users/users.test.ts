import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putSetting } from '@/modules/settings/repository.ts';
import { PERMISSIONS, SIDEBAR_KEYS } from '@customer-hub/contract/permissions';
import { buildContact, buildStaff, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, signIn, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ticketDefaultUrl: 'https://tickets.example.test/login' });
});
afterAll(() => t.close());

const get = async (url: string, headers: object) => t.app.inject({ url, headers: headers as Record<string, string> });

describe('GET /api/Backoffice/User/GetUserVM', () => {
  it('gives a contact the sidebar keys their permissions switch on, in the spec order', async () => {
    const contact = await buildContact(t.database.db, { permissions: ['SearchDocuments', 'Dashboard', 'Trips', 'PricesColumn'] });
    const auth = await signIn(t.app, contact.userName, TEST_PASSWORD);

    const res = await get('/api/Backoffice/User/GetUserVM', auth);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userName: contact.userName,
      roles: ['Customer'],
      checkedSidebarVis: ['DashboardTab', 'SearchDocsTab'],
      permissions: ['SearchDocuments', 'Dashboard', 'Trips', 'PricesColumn'],
    });
  });

  it('gives staff every sidebar key and permission', async () => {
    const staff = await buildStaff(t.database.db, 'Backoffice');
    const auth = await sessionFor(t.database.db, staff.id);

    const body = (await get('/api/Backoffice/User/GetUserVM', auth)).json();

    expect(body.roles).toEqual(['Backoffice']);
    expect(body.checkedSidebarVis).toEqual([...SIDEBAR_KEYS]);
    expect(body.permissions).toEqual([...PERMISSIONS]);
  });

  it('never sends the password hash or fields outside the schema', async () => {
    const contact = await buildContact(t.database.db);
    const auth = await signIn(t.app, contact.userName, TEST_PASSWORD);

    const body = (await get('/api/Backoffice/User/GetUserVM', auth)).body;

    expect(body).not.toContain('argon2');
    expect(body).not.toMatch(/passwordHash|password_hash/);
  });

  it('shows the tree id only when show-tree-id is on', async () => {
    const hidden = await buildContact(t.database.db, { showTreeId: false });
    const shown = await buildContact(t.database.db, { showTreeId: true });

    const a = (await get('/api/Backoffice/User/GetUserVM', await signIn(t.app, hidden.userName, TEST_PASSWORD))).json();
    const b = (await get('/api/Backoffice/User/GetUserVM', await signIn(t.app, shown.userName, TEST_PASSWORD))).json();

    expect(a.treeId).toBeNull();
    expect(b.treeId).toBe(shown.treeNodeId);
  });
});

describe('language', () => {
  it('answers the stored language and saves a change', async () => {
    const contact = await buildContact(t.database.db, { language: 'pt-PT' });
    const auth = await signIn(t.app, contact.userName, TEST_PASSWORD);

    const before = await get('/api/Account/GetUserLanguage', auth);
    const put = await t.app.inject({ method: 'PUT', url: '/api/account/language', headers: auth, payload: { language: 'es-ES' } });
    const after = await get('/api/Account/GetUserLanguage', auth);

    expect(before.json()).toBe('pt-PT');
    expect(put.json()).toEqual({ language: 'es-ES' });
    expect(after.json()).toBe('es-ES');
  });

  it('refuses a language outside en-US, es-ES and pt-PT', async () => {
    const contact = await buildContact(t.database.db);
    const auth = await signIn(t.app, contact.userName, TEST_PASSWORD);

    const res = await t.app.inject({ method: 'PUT', url: '/api/account/language', headers: auth, payload: { language: 'fr-FR' } });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'body.language' }] });
  });
});

describe('photo and ticket credentials', () => {
  it('answers the stored base64 photo, or an empty string', async () => {
    const withPhoto = await buildContact(t.database.db, { image: 'iVBORw0KGgo=' });
    const without = await buildContact(t.database.db);

    const a = await get('/api/Backoffice/User/GetUserPhoto', await signIn(t.app, withPhoto.userName, TEST_PASSWORD));
    const b = await get('/api/Backoffice/User/GetUserPhoto', await signIn(t.app, without.userName, TEST_PASSWORD));

    expect(a.json()).toBe('iVBORw0KGgo=');
    expect(b.json()).toBe('');
  });

  it("answers the contact's own ticket URL, else the configured default, and a setting overrides the default", async () => {
    const own = await buildContact(t.database.db, { ticketUrl: 'https://tickets.example.test/u/1', ticketUserName: 'carla' });
    const none = await buildContact(t.database.db);

    const a = (await get('/api/Backoffice/User/GetUserTicketCredentials', await signIn(t.app, own.userName, TEST_PASSWORD))).json();
    const noneAuth = await signIn(t.app, none.userName, TEST_PASSWORD);
    const b = (await get('/api/Backoffice/User/GetUserTicketCredentials', noneAuth)).json();
    await putSetting(t.database.db, 'ticketDefaultUrl', 'https://survey.example.test/');
    const c = (await get('/api/Backoffice/User/GetUserTicketCredentials', noneAuth)).json();

    expect(a).toEqual({ url: 'https://tickets.example.test/u/1', userName: 'carla', usesDefault: false });
    expect(b).toEqual({ url: 'https://tickets.example.test/login', userName: null, usesDefault: true });
    expect(c.url).toBe('https://survey.example.test/');
  });
});
