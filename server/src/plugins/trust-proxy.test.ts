import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import type { Database } from '@/db/client.ts';
import { openTestDatabase, testConfig } from '../../test/helpers.ts';

// TRUST_PROXY decides whose X-Forwarded-For the server believes, and so which address the
// sign-in limits count (docs/OPERATIONS.md, "Behind a reverse proxy"). A client wrote 6.6.6.6
// into the header itself; the proxy it went through appended 10.0.0.5, the address it saw.
let database: Database;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await database.close();
});

async function clientAddressWith(trustProxy: string, remoteAddress: string, forwardedFor = '6.6.6.6, 10.0.0.5') {
  const app = await buildApp({ config: testConfig({ trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy }), database, logger: false });
  app.get('/test/client', async (request) => ({ ip: request.ip, protocol: request.protocol }));
  apps.push(app);
  const res = await app.inject({ url: '/test/client', remoteAddress, headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' } });
  return res.json() as { ip: string; protocol: string };
}

describe('TRUST_PROXY', () => {
  it('reads 0, 1 and lists of proxies, and refuses anything else naming the variable', () => {
    const of = (v: string) => loadConfig({ TRUST_PROXY: v }).trustProxy;
    expect([of(''), of('0'), of('false'), of('no')]).toEqual([false, false, false, false]);
    expect([of('1'), of('true')]).toEqual(['loopback,linklocal,uniquelocal', 'loopback,linklocal,uniquelocal']);
    expect(of('10.0.0.0/8, 192.168.1.7,::1')).toBe('10.0.0.0/8,192.168.1.7,::1');
    for (const bad of ['maybe', '2', '10.0.0.0/33', '10.0.0.1/8/1', '999.1.1.1', '-1', '10.0.0.1,,loopback']) expect(() => of(bad), bad).toThrow(/TRUST_PROXY/);
  });

  it('unset: the header is ignored, every client has the connecting address', async () => {
    expect(await clientAddressWith('0', '10.0.0.9')).toEqual({ ip: '10.0.0.9', protocol: 'http' });
  });

  it('1: a proxy on a private address is believed, up to the first public address; what the client wrote beyond it is not', async () => {
    expect(await clientAddressWith('1', '10.0.0.9', '6.6.6.6, 203.0.113.7')).toEqual({ ip: '203.0.113.7', protocol: 'https' });
    // A client connecting straight from a public address is its own proxy header's author.
    expect(await clientAddressWith('1', '198.51.100.4')).toEqual({ ip: '198.51.100.4', protocol: 'http' });
  });

  it('a list of proxies: believed only when the connection comes from one of them', async () => {
    expect(await clientAddressWith('10.0.0.9', '10.0.0.9')).toEqual({ ip: '10.0.0.5', protocol: 'https' });
    expect((await clientAddressWith('192.168.0.0/16', '10.0.0.9')).ip).toBe('10.0.0.9');
  });
});
