import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

interface LockEntry {
  version?: string;
  engines?: unknown;
}

describe('the dependency tree fits the declared Node engine', () => {
  it('no package in package-lock.json needs a Node newer than the root engines allow (npm install warns otherwise)', () => {
    const declared: string = read('../package.json').engines.node;
    const lowest = semver.minVersion(declared);
    expect(lowest?.version).toBe('20.20.2');
    const packages: Record<string, LockEntry> = read('../package-lock.json').packages;
    const excluding = Object.entries(packages).flatMap(([path, entry]) => {
      const engines = entry.engines;
      const range = engines && typeof engines === 'object' && !Array.isArray(engines) ? (engines as { node?: unknown }).node : undefined;
      if (typeof range !== 'string' || semver.validRange(range) === null) return [];
      return semver.satisfies(lowest!, range) ? [] : [`${path}@${entry.version}: node ${range}`];
    });
    expect(excluding).toEqual([]);
    expect(Object.keys(packages).length).toBeGreaterThan(100);
  });
});
