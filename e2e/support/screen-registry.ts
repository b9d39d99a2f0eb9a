import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The web app's screens as its own sources declare them, read with the TypeScript compiler rather
 * than imported (the registry pulls in React, the icons and the pages' code): the dashboard's
 * screen registry (`web/src/app/screens.ts`, SCREENS) and the public routes of
 * `web/src/app/routes.tsx`. A sweep over these lists covers a new screen without being told.
 */
const APP = path.resolve(import.meta.dirname, '../../web/src/app');

export type ScreenAccess = 'authenticated' | 'staff' | 'admin' | { permission: string };

export interface RegistryScreen {
  /** The path under /dashboard/ (the landing's names it: its address is /dashboard). */
  path: string;
  access: ScreenAccess;
  landing: boolean;
  customerOnly: boolean;
  /** Its detail page's route (`MyTickets/:id`), if it has one. */
  detail?: string;
  /** The sidebar groups its items sit in (`customer`, `backOffice`, …): none when it has no item. */
  sidebarGroups: string[];
}

function parse(file: string): ts.SourceFile {
  const full = path.join(APP, file);
  return ts.createSourceFile(full, fs.readFileSync(full, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** `[...] as const satisfies T` → the array literal. */
function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current)) current = current.expression;
  return current;
}

function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const member of object.properties) {
    if (ts.isPropertyAssignment(member) && member.name.getText() === name) return member.initializer;
  }
  return undefined;
}

function stringProperty(object: ts.ObjectLiteralExpression, name: string): string | undefined {
  const value = property(object, name);
  return value && ts.isStringLiteralLike(value) ? value.text : undefined;
}

function readAccess(object: ts.ObjectLiteralExpression, screen: string): ScreenAccess {
  const value = property(object, 'access');
  if (value && ts.isStringLiteralLike(value) && ['authenticated', 'staff', 'admin'].includes(value.text)) return value.text as ScreenAccess;
  if (value && ts.isObjectLiteralExpression(value)) {
    const permission = stringProperty(value, 'permission');
    if (permission) return { permission };
  }
  throw new Error(`screens.ts: cannot read the access of ${screen}`);
}

/** Every entry of SCREENS, in its order. */
export function registryScreens(): RegistryScreen[] {
  const source = parse('screens.ts');
  let list: ts.ArrayLiteralExpression | undefined;
  source.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'SCREENS' && node.initializer) {
      const value = unwrap(node.initializer);
      if (ts.isArrayLiteralExpression(value)) list = value;
    }
    node.forEachChild(visit);
  });
  if (!list) throw new Error('screens.ts: no SCREENS array');
  return list.elements.map((element) => {
    if (!ts.isObjectLiteralExpression(element)) throw new Error(`screens.ts: an entry of SCREENS is not an object: ${element.getText()}`);
    const screenPath = stringProperty(element, 'path');
    if (!screenPath) throw new Error(`screens.ts: an entry of SCREENS has no literal path: ${element.getText().slice(0, 80)}`);
    const detail = property(element, 'detail');
    const sidebar = property(element, 'sidebar');
    const items = !sidebar ? [] : ts.isArrayLiteralExpression(sidebar) ? [...sidebar.elements] : [sidebar];
    return {
      path: screenPath,
      access: readAccess(element, screenPath),
      landing: property(element, 'landing')?.kind === ts.SyntaxKind.TrueKeyword,
      customerOnly: property(element, 'customerOnly')?.kind === ts.SyntaxKind.TrueKeyword,
      detail: detail && ts.isObjectLiteralExpression(detail) ? stringProperty(detail, 'path') : undefined,
      sidebarGroups: items.flatMap((item) => {
        const group = ts.isObjectLiteralExpression(item) ? stringProperty(item, 'group') : undefined;
        if (!group) throw new Error(`screens.ts: a sidebar item of ${screenPath} has no literal group`);
        return [group];
      }),
    };
  });
}

/**
 * The addresses of the pages outside the dashboard (`/signin`, `/SignUp`, `/404`, …): every route
 * of routes.tsx with a literal path, but the dashboard's own and the catch-all.
 */
export function publicRoutes(): string[] {
  const source = parse('routes.tsx');
  const paths: string[] = [];
  source.forEachChild(function visit(node) {
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'path' && ts.isStringLiteralLike(node.initializer)) {
      const value = node.initializer.text;
      if (value !== 'dashboard' && value !== '*') paths.push(`/${value}`);
    }
    node.forEachChild(visit);
  });
  if (paths.length === 0) throw new Error('routes.tsx: no public route found');
  return paths;
}
