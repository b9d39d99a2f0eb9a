import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('.', import.meta.url));
const modules = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const importsOf = (file: string) => [...readFileSync(`${dir}/${file}`, 'utf8').matchAll(/^\s*(?:import|export)\b[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]);

describe('contract constants modules', () => {
  it('exist for the modules the web reads lists from', () => {
    expect(modules).toEqual(expect.arrayContaining(['orders.ts', 'trips.ts', 'documents.ts', 'current-account.ts', 'permissions.ts', 'auth.ts']));
  });

  it.each(modules)('%s imports neither zod nor a schema module (only sibling constants)', (file) => {
    for (const source of importsOf(file)) expect(source, `${file} imports ${source}`).toMatch(/^\.\/[\w-]+\.ts$/);
  });

  it.each(modules)('%s is re-exported from its schema module, so existing imports keep working', (file) => {
    const schemaModule = readFileSync(`${dir}/../${file}`, 'utf8');
    expect(schemaModule).toContain(`export * from './constants/${file}';`);
  });

});
