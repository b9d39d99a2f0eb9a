import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** One static import (or re-export) of a source file, resolved to a file of the same tree. */
export interface ImportEdge {
  to: string;
  /** `import type` / `export type`, or an import whose every name is a type. */
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'migrations' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveFile(base: string): string | null {
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => SOURCE.test(path) && existsSync(path)) ?? null;
}

/**
 * The static imports between the shipped files (tests left out) under `srcDir`, `@/` standing for
 * `srcDir`: file → the files it imports. Dynamic `import()` is left out: it loads later, on demand,
 * so it closes no cycle at load time. Paths are relative to `srcDir`.
 */
export function importGraph(srcDir: string): Map<string, ImportEdge[]> {
  const root = resolve(srcDir);
  const graph = new Map<string, ImportEdge[]>();
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const edges: ImportEdge[] = [];
    for (const statement of source.statements) {
      let specifier: ts.Expression | undefined;
      let typeOnly = false;
      if (ts.isImportDeclaration(statement)) {
        specifier = statement.moduleSpecifier;
        const clause = statement.importClause;
        const named = clause?.namedBindings;
        typeOnly =
          !!clause &&
          (clause.isTypeOnly ||
            (!clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)));
      } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
        specifier = statement.moduleSpecifier;
        typeOnly = statement.isTypeOnly;
      }
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      const name = specifier.text;
      const base = name.startsWith('@/') ? join(root, name.slice(2)) : name.startsWith('.') ? resolve(dirname(file), name) : null;
      if (!base) continue;
      const target = resolveFile(base);
      if (target) edges.push({ to: relative(root, target), typeOnly });
    }
    graph.set(relative(root, file), edges);
  }
  return graph;
}

/**
 * The cycles of a graph: each strongly connected component of more than one node (or a node that
 * imports itself), its members sorted (Tarjan's algorithm).
 */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowlinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string) => {
    indices.set(node, index);
    lowlinks.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowlinks.set(node, Math.min(lowlinks.get(node)!, lowlinks.get(next)!));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node)!, indices.get(next)!));
      }
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The file graph with each edge reduced to its target (type-only edges kept or dropped). */
export function fileEdges(graph: Map<string, ImportEdge[]>, { types = true } = {}): Map<string, string[]> {
  return new Map([...graph].map(([file, edges]) => [file, [...new Set(edges.filter((e) => types || !e.typeOnly).map((e) => e.to))]]));
}

/** The graph of folders: `lib/x.ts` → `lib`, `modules/orders/x.ts` → `modules/orders` (depth 2 under modules/ and features/). */
export function folderEdges(graph: Map<string, ImportEdge[]>, folderOf: (file: string) => string): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [file, edges] of graph) {
    const from = folderOf(file);
    const targets = folders.get(from) ?? new Set<string>();
    folders.set(from, targets);
    for (const edge of edges) {
      const to = folderOf(edge.to);
      if (to !== from) targets.add(to);
    }
  }
  return new Map([...folders].map(([folder, targets]) => [folder, [...targets]]));
}
