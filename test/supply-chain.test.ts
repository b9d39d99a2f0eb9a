import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module script without type declarations
import { audit, buildSbom, checkSbom, componentsOf } from '../scripts/supply-chain.mjs';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
type Component = { name: string; group?: string; version: string; purl?: string; components?: Component[] };
const sbom = buildSbom() as { bomFormat: string; specVersion: string; components: Component[] };
const names = () => componentsOf(sbom).map((c: Component) => (c.group ? `${c.group}/${c.name}` : c.name));

describe('the software bill of materials (npm run sbom)', () => {
  it('is CycloneDX and lists every production package of the lock file with its version and purl', () => {
    expect(sbom.bomFormat).toBe('CycloneDX');
    expect(checkSbom(sbom, lock)).toEqual([]);
    expect(names()).toEqual(expect.arrayContaining(['fastify', 'react', 'zod', 'drizzle-orm', '@mantine/core']));
  });

  it('leaves out what only development needs', () => {
    expect(names()).not.toContain('vitest');
    expect(names()).not.toContain('@playwright/test');
  });

  it('names a production package missing from it, and one without a purl', () => {
    const withoutReact = { ...sbom, components: sbom.components.filter((c) => c.name !== 'react') };
    expect(checkSbom(withoutReact, lock)).toContainEqual(expect.stringMatching(/^react@[\d.]+: installed in production but not in the SBOM$/));
    const noPurl = { ...sbom, components: sbom.components.map((c) => (c.name === 'zod' ? { ...c, purl: undefined } : c)) };
    expect(checkSbom(noPurl, lock)).toContain('zod: no purl');
  });

  it('audits production dependencies, or says plainly that the advisory service did not answer', () => {
    const result = audit() as { counts?: Record<string, number>; unavailable?: string };
    if (result.unavailable !== undefined) {
      expect(result.unavailable.length).toBeGreaterThan(0);
      console.log(`npm audit --omit=dev not judged: ${result.unavailable}`);
    } else {
      expect((result.counts!.critical ?? 0) + (result.counts!.high ?? 0)).toBe(0);
    }
  });
});
