import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyclesOf, fileEdges, folderEdges, importGraph } from './support/import-graph.ts';

/*
 * Dependencies point one way (docs/ARCHITECTURE.md, "Boundaries"): no file of server/src or web/src
 * imports, through any chain of static imports (types included), a file that imports it back; nor
 * does a folder (lib, db, a module, a feature, …). The lint's layer rules see one import at a
 * time; a cycle between two modules, both of one layer, shows only here.
 */

const srcOf = (pkg: string) => fileURLToPath(new URL(`../${pkg}/src`, import.meta.url));

/** `modules/orders/x.ts` → `modules/orders`, `features/trips/pages/x.tsx` → `features/trips`, `lib/x.ts` → `lib`, `app.ts` → `app.ts`. */
function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts.length === 1) return file;
  return parts[0] === 'modules' || parts[0] === 'features' ? parts.slice(0, 2).join('/') : parts[0]!;
}

describe.each(['server', 'web'])('%s/src', (pkg) => {
  const graph = importGraph(srcOf(pkg));

  it('reads every shipped file', () => {
    expect(graph.size).toBeGreaterThan(100);
  });

  it('has no import cycle between files', () => {
    expect(cyclesOf(fileEdges(graph))).toEqual([]);
  });

  it('has no import cycle between folders (lib, db, plugins, each module or feature, …)', () => {
    expect(cyclesOf(folderEdges(graph, folderOf))).toEqual([]);
  });
});

describe('the cycle finder', () => {
  it('finds a cycle, a self-import, and nothing in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(cyclesOf(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });
});
