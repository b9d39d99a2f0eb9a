import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact, buildStaff } from '../../../test/factories.ts';
import { buildTestApp, rowsOf, sessionFor, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let admin: { authorization: string };
let backoffice: { authorization: string };
let contact: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Admin')).id);
  backoffice = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Backoffice')).id);
  contact = await sessionFor(t.database.db, (await buildContact(t.database.db)).id);
});
afterAll(() => t.close());

const put = (headers: object, payload: object) => t.app.inject({ method: 'PUT', url: '/api/settings/chat', headers: headers as Record<string, string>, payload });
const read = async () => (await t.app.inject({ url: '/api/settings/chat', headers: admin })).json();
const showChat = async () => (await t.app.inject({ url: '/api/Backoffice/Common/ShowChat' })).json();
const chatUrl = async () => (await t.app.inject({ url: '/api/Backoffice/Settings/GetChatUrl', headers: contact })).json();
const frameSrcOf = (headers: Record<string, unknown>) => /frame-src ([^;]*)/.exec(String(headers['content-security-policy']))?.[1];

describe('chat settings on a fresh install', () => {
  it('are off: ShowChat answers true (hide), GetChatUrl an empty string, frame-src only self', async () => {
    const res = await t.app.inject({ url: '/api/Backoffice/Common/ShowChat' });

    expect(await read()).toEqual({ enabled: false, url: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    expect(await chatUrl()).toBe('');
    expect(frameSrcOf(res.headers)).toBe("'self'");
  });
});

describe('GET/PUT /api/settings/chat', () => {
  it('saves the switch and URL for Admin, audited, and the spec calls follow', async () => {
    const saved = await put(admin, { enabled: true, url: '  https://chat.example.test/widget?site=hub ' });

    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ enabled: true, url: 'https://chat.example.test/widget?site=hub' });
    expect(await read()).toEqual({ enabled: true, url: 'https://chat.example.test/widget?site=hub' });
    expect(await showChat()).toBe(false);
    expect(await chatUrl()).toBe('https://chat.example.test/widget?site=hub');
    const logged = await rowsOf<{ short_message: string }>(t.database.db, sql`select short_message from system_logs where context = 'settings' order by created_at`);
    expect(logged.at(-1)?.short_message).toMatch(/^Chat settings changed: .*chat\.example\.test/);

    // Off again: the URL may stay, but nothing shows it.
    expect((await put(admin, { enabled: false, url: 'https://chat.example.test/widget?site=hub' })).statusCode).toBe(200);
    expect(await showChat()).toBe(true);
    expect(await chatUrl()).toBe('');
    expect((await put(admin, { enabled: false, url: '' })).statusCode).toBe(200);
    expect(await read()).toEqual({ enabled: false, url: '' });
  });

  it('saves a path on the app’s own origin, which the spec calls hand on as it is', async () => {
    const saved = await put(admin, { enabled: true, url: ' /chat-demo?site=hub ' });

    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ enabled: true, url: '/chat-demo?site=hub' });
    expect(await showChat()).toBe(false);
    // The page resolves it against the origin it is opened at.
    expect(await chatUrl()).toBe('/chat-demo?site=hub');
    await put(admin, { enabled: false, url: '' });
  });

  it('refuses what is neither an absolute http(s) URL nor a path, and an empty one while on, saying why', async () => {
    const bad = [
      { enabled: true, url: '' },
      { enabled: true },
      { enabled: true, url: 'javascript:alert(1)' },
      { enabled: true, url: 'JavaScript:alert(1)//' },
      { enabled: true, url: 'data:text/html,<p>chat</p>' },
      { enabled: true, url: 'vbscript:msgbox(1)' },
      { enabled: true, url: '//evil.example.test/chat' },
      { enabled: true, url: '/\\evil.example.test/chat' },
      { enabled: true, url: '\\\\evil.example.test/chat' },
      { enabled: true, url: '/chat\\demo' },
      { enabled: true, url: '/chat demo' },
      { enabled: true, url: '/chat-demo\tx' },
      { enabled: true, url: 'chat.example.test/widget' },
      { enabled: true, url: 'chat-demo' },
      { enabled: true, url: './chat-demo' },
      { enabled: true, url: '../chat-demo' },
      { enabled: true, url: '?chat' },
      // The app itself, which refuses to be framed.
      { enabled: true, url: '/' },
      { enabled: false, url: 'ftp://chat.example.test' },
      { enabled: true, url: 'https://user:secret@chat.example.test' },
      { enabled: true, url: 'https://chat.example.test/a b' },
      { enabled: true, url: `https://chat.example.test/${'a'.repeat(500)}` },
      { enabled: true, url: `/${'a'.repeat(500)}` },
      { enabled: 'yes', url: 'https://chat.example.test' },
    ];
    for (const payload of bad) {
      const res = await put(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const refused = await put(admin, { enabled: true, url: '//evil.example.test/chat' });
    expect(refused.json().errors).toEqual([{ path: 'body.url', message: 'An absolute http(s) URL or a path starting with /' }]);
    expect(await read()).toEqual({ enabled: false, url: '' });
  });

  it('is for Admin only', async () => {
    const payload = { enabled: true, url: 'https://chat.example.test' };

    expect((await put(backoffice, payload)).statusCode).toBe(403);
    expect((await put(contact, payload)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/settings/chat', payload })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/settings/chat', headers: backoffice })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/settings/chat', headers: contact })).statusCode).toBe(403);
  });
});

describe('the spec calls', () => {
  it('ShowChat needs no token, and GetChatUrl needs one', async () => {
    expect((await t.app.inject({ url: '/api/Backoffice/Common/ShowChat' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/Backoffice/Common/ShowChat', headers: contact })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/Backoffice/Settings/GetChatUrl' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/Backoffice/Settings/GetChatUrl', headers: backoffice })).statusCode).toBe(200);
  });
});

describe('Content-Security-Policy frame-src', () => {
  it('allows only the chat page origin while chat is on, following each change without a restart', async () => {
    const frameSrc = async (url = '/signin') => frameSrcOf((await t.app.inject({ url })).headers);

    await put(admin, { enabled: true, url: 'https://chat.example.test:8443/widget/index.html?x=1' });
    expect(await frameSrc()).toBe("'self' https://chat.example.test:8443");
    expect(await frameSrc('/api/Backoffice/Common/ShowChat')).toBe("'self' https://chat.example.test:8443");

    await put(admin, { enabled: true, url: 'http://other-chat.example.test/' });
    expect(await frameSrc()).toBe("'self' http://other-chat.example.test");

    await put(admin, { enabled: false, url: 'http://other-chat.example.test/' });
    expect(await frameSrc()).toBe("'self'");
  });

  it('adds nothing to self for a path: it is framed on the origin each page is opened at', async () => {
    expect((await put(admin, { enabled: true, url: '/chat-demo' })).statusCode).toBe(200);
    const headers = (await t.app.inject({ url: '/signin', headers: { host: 'localhost:3000' } })).headers;

    expect(frameSrcOf(headers)).toBe("'self'");
    expect(await showChat()).toBe(false);
    // Back to an absolute URL: its origin alone again.
    await put(admin, { enabled: true, url: 'https://chat.example.test/widget' });
    expect(frameSrcOf((await t.app.inject({ url: '/signin' })).headers)).toBe("'self' https://chat.example.test");
    await put(admin, { enabled: false, url: '' });
  });

  it('keeps the app itself unframeable', async () => {
    await put(admin, { enabled: true, url: 'https://chat.example.test' });
    const csp = String((await t.app.inject({ url: '/api/Backoffice/Common/ShowChat' })).headers['content-security-policy']);

    expect(csp).toContain("frame-ancestors 'none'");
    await put(admin, { enabled: false, url: '' });
  });
});
