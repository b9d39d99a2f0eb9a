import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data, the embedded database and demo mode', () => {
    const c = loadConfig({});

    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, demo: true, demoPassword: 'demo-password-2026' });
    expect(c.dataDir.endsWith('/data')).toBe(true);
  });

  it('turns demo mode off when a DATABASE_URL is given, unless DEMO=1', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x', DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DEMO: 'false' }).demo).toBe(false);
  });

  it('refuses a bad value naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
